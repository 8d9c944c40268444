import { deleteAccountSchema, type DeleteAccountResponse } from '#shared/schemas/account';
import { clearLoginStateCookie } from '../../auth/login-state';
import { providerLogoutUrl } from '../../auth/routes/logout';
import { clearSessionCookies } from '../../auth/session-cookie';
import { getConfig } from '../../lib/config';
import { SESSION_COOKIE } from '../../lib/cookie-names';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import { readCookie } from '../../lib/http/cookies';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { signOutCheck } from '../../lib/session/sign-out-check';
import { deleteAccount } from '../account/delete-account';

/**
 * DELETE /api/user: Delete my account, with the typed confirmation. Removes everything Fescue holds on the
 * golfer (users/account/delete-account.ts), clears the session cookies, and answers where the browser goes
 * to end the sign-in provider's session too.
 */
export const deleteAccountRoute: SessionRoute = {
  auth: 'session',
  achievements: { none: 'the account is deleted with its achievements' },
  async handle(event, session) {
    parseJsonBody(event, deleteAccountSchema);
    const config = getConfig();
    const appOrigin = resolveAppOrigin(event, config);
    await deleteAccount(session.userId, {
      email: session.email,
      ...(config.cognitoUserPoolId ? { cognitoUserPoolId: config.cognitoUserPoolId } : {}),
      providerUsername: session.providerUsername,
    });
    // This instance's next request reads the deleted-account marker; others within the marker cache's 30 s.
    signOutCheck.forget(session.userId);
    const body: DeleteAccountResponse = {
      deleted: true,
      signOutUrl: providerLogoutUrl(config.oidc, appOrigin, readCookie(event, SESSION_COOKIE)),
    };
    return json(200, body, [...clearSessionCookies(appOrigin), clearLoginStateCookie(appOrigin)]);
  },
};
