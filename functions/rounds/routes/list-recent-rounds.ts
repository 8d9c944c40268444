import { RECENT_ROUNDS_LIMIT } from '#shared/schemas/round';
import { listRounds, withCourses } from '../rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/rounds/recent: the dashboard's latest rounds with their courses. */
export const listRecentRounds: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const page = await listRounds(session.userId, RECENT_ROUNDS_LIMIT);
    return json(200, await withCourses(page.items));
  },
};
