import { listRankedCourseIds as listRanked } from '../../ratings/rankings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/rankings/course-ids: the ids of courses that appear in any imported ranking. */
export const listRankedCourseIds: SessionRoute = {
  auth: 'session',
  async handle() {
    return json(200, await listRanked());
  },
};
