import type { CollectionsResponse } from '#shared/collections/collection';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { collectionSummaries } from '../collection-views';

/** GET /api/collections: every list with the golfer's progress. No input but the session. */
export const listCollections: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const body: CollectionsResponse = { collections: await collectionSummaries(session.userId) };
    return json(200, body);
  },
};
