import { getConfig } from '../../lib/config';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../../lib/cookie-names';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import { readCookie } from '../../lib/http/cookies';
import type { PublicRoute } from '../../lib/http/http-handler';
import { redirect } from '../../lib/http/responses';
import { endSessionServerSide } from '../end-session';
import { clearLoginStateCookie } from '../login-state';
import { clearSessionCookies } from '../session-cookie';

/**
 * The provider's logout URL. Cognito's /logout takes client_id and logout_uri; a standard OIDC provider takes
 * RP-initiated logout parameters, and the ID token hint lets it end the session without asking who we are.
 */
export function providerLogoutUrl(
  oidc: { clientId: string; logoutEndpoint: string; logoutStyle: 'cognito' | 'oidc' },
  appOrigin: string,
  idTokenHint: string | undefined,
): string {
  const url = new URL(oidc.logoutEndpoint);
  url.searchParams.set('client_id', oidc.clientId);
  if (oidc.logoutStyle === 'cognito') {
    url.searchParams.set('logout_uri', `${appOrigin}/`);
  } else {
    url.searchParams.set('post_logout_redirect_uri', `${appOrigin}/`);
    if (idTokenHint) url.searchParams.set('id_token_hint', idTokenHint);
  }
  return url.href;
}

/**
 * GET /api/logout: a browser navigation. Works signed in or not, with a valid or an expired session. Clearing
 * the cookies is not enough (a copy would stay valid until it expires), so a live session is also ended on
 * the server: tokens issued until now are refused from here on, and the refresh session is deleted and revoked.
 */
export const logout: PublicRoute = {
  auth: 'public',
  async handle(event) {
    const config = getConfig();
    const appOrigin = resolveAppOrigin(event, config);
    const idToken = readCookie(event, SESSION_COOKIE);
    const refreshCookie = readCookie(event, REFRESH_COOKIE);
    if (idToken || refreshCookie) await endSessionServerSide({ idToken, refreshCookie }, config);
    const location = providerLogoutUrl(config.oidc, appOrigin, idToken);
    return redirect(location, [...clearSessionCookies(appOrigin), clearLoginStateCookie(appOrigin)]);
  },
};
