import { getConfig } from '../../lib/config';
import { REFRESH_COOKIE } from '../../lib/cookie-names';
import { UnauthorizedError } from '../../lib/errors';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import { readCookie } from '../../lib/http/cookies';
import type { PublicRoute } from '../../lib/http/http-handler';
import { json, type HttpResult } from '../../lib/http/responses';
import { refreshCookie, clearSessionCookies, sessionCookies } from '../session-cookie';
import { renewSession } from '../session-renewal';

/**
 * POST /api/auth/refresh: the app calls it when a request answers 401 and then sends that request again, so an
 * hour-old session renews itself while the golfer uses Fescue (docs/architecture.md, "Staying signed in").
 * Public: the refresh cookie is the credential (HttpOnly, SameSite=Lax, and the CSRF check on every POST).
 * 204 with the new session cookies; 401 with every session cookie cleared when the session is over.
 */
export const refresh: PublicRoute = {
  auth: 'public',
  async handle(event): Promise<HttpResult> {
    const config = getConfig();
    const appOrigin = resolveAppOrigin(event, config);
    try {
      const renewed = await renewSession(readCookie(event, REFRESH_COOKIE), config);
      const cookies = [
        ...sessionCookies(renewed.idToken, renewed.session.expiresAt, appOrigin, {
          signedInUntil: renewed.endsAt,
        }),
        refreshCookie(renewed.cookieValue, renewed.endsAt, appOrigin),
      ];
      return { statusCode: 204, headers: { 'cache-control': 'no-store' }, cookies };
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      return json(401, { message: error.message }, clearSessionCookies(appOrigin));
    }
  },
};
