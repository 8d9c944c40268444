import { earnsAchievements } from '../../achievements/after-write';
import { RATING_NEEDS_PLAYED_MESSAGE, ratingSubmissionSchema } from '#shared/schemas/rating';
import { getCourseItem } from '../../courses/courses-repository';
import { hasPlayedCourse } from '../../passport/played-course';
import { submitCourseRating } from '../my-rating-repository';
import { ForbiddenError, inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { courseIdOf, courseNotFound, ratingWords } from './course-rating-params';

/**
 * PUT /api/courses/{id}/my-rating: a rating of the course without a round. It replaces the golfer's earlier
 * rating of the course (from a round or not) in the community figures; the draft goes. 404 for an unknown
 * course; 403 for a course the golfer has not played (no round there), so the community figures come from
 * golfers who played (docs/data-model.md "Community ratings"). Answers the saved rating.
 */
export const submitMyRating: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = courseIdOf(event);
    const submission = parseJsonBody(event, ratingSubmissionSchema);
    if (!(await hasPlayedCourse(session.userId, courseId))) {
      if (!(await getCourseItem(courseId))) throw courseNotFound();
      throw new ForbiddenError(RATING_NEEDS_PLAYED_MESSAGE);
    }
    const saved = await inWords(submitCourseRating(session.userId, courseId, submission), ratingWords);
    return json(200, saved);
  },
};
