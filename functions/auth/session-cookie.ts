import { SESSION_COOKIE } from '../lib/cookie-names';
import { clearCookie, setCookie } from '../lib/http/cookies';

/** Only the API reads the session; the pages and photos never need it sent. */
export const SESSION_COOKIE_PATH = '/api';

/** The session cookie holds the ID token itself and expires with it. */
export function sessionCookie(
  idToken: string,
  expiresAt: number,
  appOrigin: string,
  now = Date.now(),
): string {
  return setCookie(SESSION_COOKIE, idToken, {
    appOrigin,
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: expiresAt - Math.floor(now / 1000),
  });
}

export function clearSessionCookie(appOrigin: string): string {
  return clearCookie(SESSION_COOKIE, { appOrigin, path: SESSION_COOKIE_PATH });
}
