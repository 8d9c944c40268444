import { sharedCommentsQuerySchema } from '#shared/schemas/rating';
import { getCourseById } from '../../courses/courses-repository';
import { listSharedComments as readSharedComments } from '../community-ratings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { courseIdOf, courseNotFound } from './course-rating-params';

/**
 * GET /api/courses/{id}/ratings/comments?cursor&limit: the comments golfers chose to share about the course,
 * newest first, signed with first name and last initial. 404 for an unknown course.
 */
export const listSharedComments: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const courseId = courseIdOf(event);
    const { limit, cursor } = parseQuery(event, sharedCommentsQuerySchema);
    const [course, page] = await Promise.all([
      getCourseById(courseId),
      readSharedComments(courseId, limit, cursor),
    ]);
    if (!course) throw courseNotFound();
    return json(200, page);
  },
};
