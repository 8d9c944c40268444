import { getCommunityRatings as readCommunityRatings } from '../community-ratings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { courseIdOf, courseNotFound } from './course-rating-params';

/**
 * GET /api/courses/{id}/ratings: the course's community figures (Fescue Score, per-category averages, tag
 * counts, number of ratings); averages only once 3 golfers have rated. 404 for an unknown course.
 */
export const getCommunityRatings: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const courseId = courseIdOf(event);
    const ratings = await readCommunityRatings(courseId);
    if (!ratings) throw courseNotFound();
    return json(200, ratings);
  },
};
