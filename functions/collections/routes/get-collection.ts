import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { collectionDetail } from '../collection-views';
import { collectionIdOf, collectionWords } from './collection-params';

/** GET /api/collections/{id}: the list with the golfer's progress; 404 for no such list, or another's own list. */
export const getCollection: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const id = collectionIdOf(event);
    return json(200, await inWords(collectionDetail(session.userId, id), collectionWords));
  },
};
