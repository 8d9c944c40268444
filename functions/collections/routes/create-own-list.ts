import { createOwnListSchema } from '#shared/collections/collection';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { assertCoursesExist } from '../own-list-courses';
import { createOwnList } from '../own-lists-repository';
import { OWN_LIST_ACHIEVEMENTS, collectionWords } from './collection-params';

/** POST /api/collections {name, description?, visibility?, courseIds?}: 201 with the new own list. */
export const createOwnListRoute: SessionRoute = {
  auth: 'session',
  achievements: OWN_LIST_ACHIEVEMENTS,
  async handle(event, session) {
    const input = parseJsonBody(event, createOwnListSchema);
    const list = await inWords(
      assertCoursesExist(input.courseIds).then(() => createOwnList(session.userId, input)),
      collectionWords,
    );
    return json(201, list);
  },
};
