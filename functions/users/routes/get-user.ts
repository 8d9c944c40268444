import { USER_NOT_FOUND_MESSAGE } from '#shared/schemas/user';
import { getUserById } from '../users-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/user: the signed-in user's own record. */
export const getUser: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const user = await getUserById(session.userId);
    if (!user) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
    return json(200, user);
  },
};
