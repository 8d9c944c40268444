import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { deleteOwnList } from '../own-lists-repository';
import { OWN_LIST_ACHIEVEMENTS, collectionIdOf, collectionWords } from './collection-params';

/** DELETE /api/collections/{id}: deletes an own list; 404 for a list that is not the golfer's own. */
export const deleteOwnListRoute: SessionRoute = {
  auth: 'session',
  achievements: OWN_LIST_ACHIEVEMENTS,
  async handle(event, session) {
    const id = collectionIdOf(event);
    await inWords(deleteOwnList(session.userId, id), collectionWords);
    return json(200, { deleted: true, id });
  },
};
