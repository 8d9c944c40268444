import { courseHoleStats, type CourseHolesResponse } from '#shared/scorecards/card-stats';
import { courseIdParamSchema } from '#shared/schemas/course';
import { getCourseHoleSumsItem } from '../card-stats-reaction';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * GET /api/courses/{id}/my-holes: the golfer's own average over par on each hole of a course from their
 * cards there, with their hardest and easiest hole (one GetItem of the sums round writes keep). A course
 * they have no card at answers an empty list, as an unknown course does: the item is the golfer's own.
 */
export const getMyCourseHoles: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { id } = parsePathParams(event, courseIdParamSchema);
    const body: CourseHolesResponse = courseHoleStats(await getCourseHoleSumsItem(session.userId, id));
    return json(200, body);
  },
};
