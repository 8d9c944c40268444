import { earnsAchievements } from '../../achievements/after-write';
import { RATING_NOT_FOUND_MESSAGE } from '#shared/schemas/rating';
import { deleteCourseRating } from '../my-rating-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { courseIdOf } from './course-rating-params';

/**
 * DELETE /api/courses/{id}/my-rating: takes the golfer's rating of the course out of the community figures
 * (a round that carried it keeps its own scores). 404 when there is none.
 */
export const deleteMyRating: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = courseIdOf(event);
    if (!(await deleteCourseRating(session.userId, courseId))) {
      throw new NotFoundError(RATING_NOT_FOUND_MESSAGE);
    }
    return json(200, { deleted: true, courseId });
  },
};
