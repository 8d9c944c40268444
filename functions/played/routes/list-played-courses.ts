import type { PlayedMarksResponse } from '#shared/played/played-mark';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { listPlayedMarks } from '../played-repository';

/** GET /api/played-courses: every course the golfer marked played without a round. No input but the session. */
export const listPlayed: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const body: PlayedMarksResponse = { marks: await listPlayedMarks(session.userId) };
    return json(200, body);
  },
};
