import { storiesQuerySchema } from '#shared/schemas/community';
import { listStories as readStories } from '../community-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** GET /api/community/stories?cursor&limit: rounds their golfers shared, latest played first, in pages. */
export const listStories: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { limit, cursor } = parseQuery(event, storiesQuerySchema);
    return json(200, await readStories(session.userId, limit, cursor));
  },
};
