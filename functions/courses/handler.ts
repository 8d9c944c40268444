import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { addExternalCourse } from './routes/add-external-course';
import { createCourse } from './routes/create-course';
import { externalSearchStatus } from './routes/external-search-status';
import { getCourse } from './routes/get-course';
import { importUsDatabase } from './routes/import-us-database';
import { listArchitects } from './routes/list-architects';
import { listCourses } from './routes/list-courses';
import { listRankedCourseIds } from './routes/list-ranked-course-ids';
import { listCourseTeeSets } from './routes/list-tee-sets';
import { listTeeSetHistory } from './routes/list-tee-set-history';
import { putTeeSet } from './routes/put-tee-set';
import { searchCourses } from './routes/search-courses';
import { searchExternalCourses } from './routes/search-external-courses';
import { suggestCourseSpelling } from './routes/suggest-course-spelling';
import { updateCourse } from './routes/update-course';

/** The `courses` endpoint group (see functions/endpoint-groups.ts). */
export const coursesRoutes = {
  'GET /api/courses': listCourses,
  'GET /api/courses/search': searchCourses,
  'GET /api/courses/search/suggestion': suggestCourseSpelling,
  'POST /api/courses': createCourse,
  'GET /api/courses/{id}': getCourse,
  'PATCH /api/courses/{id}': updateCourse,
  'GET /api/courses/{id}/tee-sets': listCourseTeeSets,
  'PUT /api/courses/{id}/tee-sets/{teeSetId}': putTeeSet,
  'GET /api/courses/{id}/tee-sets/{teeSetId}/history': listTeeSetHistory,
  'GET /api/architects': listArchitects,
  'GET /api/rankings/course-ids': listRankedCourseIds,
  'POST /api/courses/import/us-database': importUsDatabase,
  'GET /api/external-courses/status': externalSearchStatus,
  'GET /api/external-courses/search': searchExternalCourses,
  'POST /api/external-courses/{id}/add': addExternalCourse,
} satisfies GroupRoutes<'courses'>;

export const handler = createHttpHandler(coursesRoutes);
