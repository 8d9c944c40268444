import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../shared/web/prerendered-screens';
import { SESSION_COOKIE } from '../lib/cookie-names';
import { clearCookie, setCookie } from '../lib/http/cookies';

/** Only the API reads the session; the pages and photos never need it sent. */
export const SESSION_COOKIE_PATH = '/api';

/**
 * The session cookie holds the ID token itself and expires with it. Beside it, the signed-in hint
 * (shared/web/prerendered-screens.ts): on path / and readable by the page, holding only "1", expiring with the
 * session, so that a request for a page can be answered with a prerendered signed-in screen.
 */
export function sessionCookies(
  idToken: string,
  expiresAt: number,
  appOrigin: string,
  now = Date.now(),
): string[] {
  const maxAgeSeconds = expiresAt - Math.floor(now / 1000);
  return [
    setCookie(SESSION_COOKIE, idToken, { appOrigin, path: SESSION_COOKIE_PATH, maxAgeSeconds }),
    setCookie(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
      appOrigin,
      path: '/',
      maxAgeSeconds,
      readableByPage: true,
    }),
  ];
}

/** Expires the session cookie and the signed-in hint. */
export function clearSessionCookies(appOrigin: string): string[] {
  return [
    clearCookie(SESSION_COOKIE, { appOrigin, path: SESSION_COOKIE_PATH }),
    clearCookie(SIGNED_IN_HINT_COOKIE, { appOrigin, path: '/', readableByPage: true }),
  ];
}
