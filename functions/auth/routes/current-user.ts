import { PROFILE_WORDS } from '#shared/schemas/user';
import { claimsOf, createUserIfAbsent } from '../../users/users-repository';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';

/**
 * GET /api/auth/user: who is signed in, and whether they are an operator (the menu's Operations link). The record normally exists since the callback; if it does not (a
 * wiped local database, a sign-in that failed halfway) it is created from the token's claims.
 */
export const currentUser: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const user = await inWords(createUserIfAbsent(claimsOf(session)), PROFILE_WORDS);
    return json(200, { ...user, isOperator: isOperator(session) });
  },
};
