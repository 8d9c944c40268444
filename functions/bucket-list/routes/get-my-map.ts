import type { MyMapResponse } from '#shared/schemas/course-map';
import { listMyMapCourses } from '../course-map-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/map: the golfer's played and bucket-list courses with their map status. The rest of the
 * catalog (available) comes from the published course-points file, the same for everyone.
 */
export const getMyMap: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const body: MyMapResponse = { courses: await listMyMapCourses(session.userId) };
    return json(200, body);
  },
};
