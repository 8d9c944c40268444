import { courseIdParamSchema } from '#shared/schemas/course';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { getCourseById } from '../courses-repository';
import { withCommunityFigures } from '../../ratings/community-ratings-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** GET /api/courses/{id}: one course, for its page. */
export const getCourse: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { id } = parsePathParams(event, courseIdParamSchema);
    const course = await getCourseById(id);
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    // Its community rating (userRating, reviewCount) comes from the rating aggregate.
    const [withFigures] = await withCommunityFigures([course]);
    return json(200, withFigures);
  },
};
