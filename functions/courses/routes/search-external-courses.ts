import {
  externalSearchQuerySchema,
  type ExternalCourse,
  type ExternalSearchHit,
} from '#shared/schemas/external-course';
import { findHeldExternalCourses } from '../external-courses-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { externalCourseIdentity } from '../external/external-course';
import { golfCourseApi } from '../external/golf-course-api';

/**
 * The Fescue courses the results already are. An extra: should the lookup fail, the results go out
 * unmarked (Add then finds the course Fescue holds) rather than the search failing with them.
 */
async function heldCourseIds(courses: readonly ExternalCourse[]): Promise<Map<string, string>> {
  try {
    return await findHeldExternalCourses(
      courses.map((course) => ({
        ref: { source: 'golfcourseapi', externalId: course.id },
        ...externalCourseIdentity(course),
      })),
    );
  } catch (error) {
    logger.warn('Marking worldwide results already in Fescue failed', { error });
    return new Map();
  }
}

/**
 * GET /api/external-courses/search?query=: worldwide search through GolfCourseAPI, each course with the id of
 * the Fescue course it already is, if any (so the picker offers Pick rather than Add). Without a key it
 * answers `503 {configured: false}` (the UI asks GET /api/external-courses/status first and hides Search
 * Worldwide); GolfCourseAPI's failures are answered by the error handler (lib/http/dependency-faults.ts).
 */
export const searchExternalCourses: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const api = golfCourseApi();
    await api.assertConfigured();
    const { query } = parseQuery(event, externalSearchQuerySchema);
    const courses = await api.search(query);
    const held = await heldCourseIds(courses);
    const hits: ExternalSearchHit[] = courses.map((course) => ({
      ...course,
      fescueCourseId: held.get(course.id) ?? null,
    }));
    return json(200, { courses: hits });
  },
};
