import { updateOwnListSchema } from '#shared/collections/collection';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { assertCoursesExist } from '../own-list-courses';
import { updateOwnList } from '../own-lists-repository';
import { OWN_LIST_ACHIEVEMENTS, collectionIdOf, collectionWords } from './collection-params';

/**
 * PATCH /api/collections/{id} {name?, description?, visibility?, courseIds?}: changes an own list (courseIds
 * is the whole list in its new order); 404 for a list that is not the golfer's own.
 */
export const updateOwnListRoute: SessionRoute = {
  auth: 'session',
  achievements: OWN_LIST_ACHIEVEMENTS,
  async handle(event, session) {
    const id = collectionIdOf(event);
    const input = parseJsonBody(event, updateOwnListSchema);
    const list = await inWords(
      assertCoursesExist(input.courseIds ?? []).then(() => updateOwnList(session.userId, id, input)),
      collectionWords,
    );
    return json(200, list);
  },
};
