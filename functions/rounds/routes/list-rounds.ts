import { type RoundListResponse } from '#shared/schemas/round';
import { roundListQuerySchema } from '#shared/schemas/round-requests';
import { listRounds as readRounds, withCourses } from '../rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * GET /api/rounds?cursor&limit&withPhoto: the golfer's rounds, latest played first, with their courses;
 * withPhoto=true lists only the rounds that have a photo.
 */
export const listRounds: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { cursor, limit, withPhoto } = parseQuery(event, roundListQuerySchema);
    const page = await readRounds(session.userId, limit, cursor, { withPhoto });
    const body: RoundListResponse = {
      rounds: await withCourses(page.items),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
    return json(200, body);
  },
};
