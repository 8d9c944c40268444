import { earnsAchievements } from '../../achievements/after-write';
import { ratingSubmissionSchema } from '../../../shared/schemas/rating';
import { submitCourseRating } from '../../data/ratings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { courseIdOf } from './course-rating-params';

/**
 * PUT /api/courses/{id}/my-rating: a rating of the course without a round. It replaces the golfer's earlier
 * rating of the course (from a round or not) in the community figures; the draft goes. 404 for an unknown
 * course. Answers the saved rating.
 */
export const submitMyRating: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = courseIdOf(event);
    const submission = parseJsonBody(event, ratingSubmissionSchema);
    const saved = await submitCourseRating(session.userId, courseId, submission);
    return json(200, saved);
  },
};
