import { courseIdParamSchema } from '#shared/schemas/course';
import type { TeeSetList } from '#shared/scorecards/tee-set';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { getCourseItem } from '../courses-repository';
import { listTeeSets } from '../tee-sets/tee-sets-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * GET /api/courses/{id}/tee-sets: a course's tee sets, hole by hole, for its page (an empty list: "No
 * hole-by-hole data yet"). Shared by every golfer, as the course is.
 */
export const listCourseTeeSets: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { id } = parsePathParams(event, courseIdParamSchema);
    const [course, teeSets] = await Promise.all([getCourseItem(id), listTeeSets(id)]);
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    const body: TeeSetList = { teeSets };
    return json(200, body);
  },
};
