import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `courses` endpoint group (see functions/endpoint-groups.ts). */
export const coursesRoutes = {
  'GET /api/courses': () => import('./routes/list-courses').then((m) => m.listCourses),
  'GET /api/courses/search': () => import('./routes/search-courses').then((m) => m.searchCourses),
  'GET /api/courses/search/suggestion': () =>
    import('./routes/suggest-course-spelling').then((m) => m.suggestCourseSpelling),
  'POST /api/courses': () => import('./routes/create-course').then((m) => m.createCourse),
  'GET /api/courses/{id}': () => import('./routes/get-course').then((m) => m.getCourse),
  'PATCH /api/courses/{id}': () => import('./routes/update-course').then((m) => m.updateCourse),
  'GET /api/courses/{id}/tee-sets': () => import('./routes/list-tee-sets').then((m) => m.listCourseTeeSets),
  'PUT /api/courses/{id}/tee-sets/{teeSetId}': () => import('./routes/put-tee-set').then((m) => m.putTeeSet),
  'GET /api/courses/{id}/tee-sets/{teeSetId}/history': () =>
    import('./routes/list-tee-set-history').then((m) => m.listTeeSetHistory),
  'GET /api/architects': () => import('./routes/list-architects').then((m) => m.listArchitects),
  'GET /api/rankings/course-ids': () =>
    import('./routes/list-ranked-course-ids').then((m) => m.listRankedCourseIds),
  'POST /api/courses/import/us-database': () =>
    import('./routes/import-us-database').then((m) => m.importUsDatabase),
  'GET /api/external-courses/status': () =>
    import('./routes/external-search-status').then((m) => m.externalSearchStatus),
  'GET /api/external-courses/search': () =>
    import('./routes/search-external-courses').then((m) => m.searchExternalCourses),
  'POST /api/external-courses/{id}/add': () =>
    import('./routes/add-external-course').then((m) => m.addExternalCourse),
} satisfies GroupRoutes<'courses'>;

export const handler = createHttpHandler(coursesRoutes);
