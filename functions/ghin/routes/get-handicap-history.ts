import { listHandicapHistory } from '../ghin-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/ghin/handicap-history: GHIN's official index as each sync found it, latest revision first. */
export const getHandicapHistory: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    return json(200, { entries: await listHandicapHistory(session.userId) });
  },
};
