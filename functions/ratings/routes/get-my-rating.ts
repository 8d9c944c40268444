import { getMyRatingAndDraft } from '../drafts-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { courseIdOf, courseNotFound } from './course-rating-params';

/**
 * GET /api/courses/{id}/my-rating: the golfer's own rating of the course (the one that counts) and their
 * draft, each null when absent; 404 for an unknown course. One consistent BatchGetItem.
 */
export const getMyRating: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const courseId = courseIdOf(event);
    const { courseExists, rating, draft } = await getMyRatingAndDraft(session.userId, courseId);
    if (!courseExists) throw courseNotFound();
    return json(200, { rating, draft });
  },
};
