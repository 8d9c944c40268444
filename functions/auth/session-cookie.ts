import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/web/prerendered-screens';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../lib/cookie-names';
import { clearCookie, setCookie } from '../lib/http/cookies';

/** Only the API reads the session; the pages and photos never need it sent. */
export const SESSION_COOKIE_PATH = '/api';

/**
 * The session cookie holds the ID token itself and expires with it (an hour). Beside it, the signed-in hint
 * (shared/web/prerendered-screens.ts): on path / and readable by the page, holding only "1", so that a
 * request for a page can be answered with a prerendered signed-in screen; it lasts as long as the golfer
 * stays signed in (`signedInUntil`, epoch ms: the refresh session's end), or with the ID token without one.
 */
export function sessionCookies(
  idToken: string,
  expiresAt: number,
  appOrigin: string,
  { now = Date.now(), signedInUntil }: { now?: number; signedInUntil?: number } = {},
): string[] {
  const maxAgeSeconds = expiresAt - Math.floor(now / 1000);
  const hintMaxAgeSeconds = signedInUntil === undefined ? maxAgeSeconds : (signedInUntil - now) / 1000;
  return [
    setCookie(SESSION_COOKIE, idToken, { appOrigin, path: SESSION_COOKIE_PATH, maxAgeSeconds }),
    setCookie(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
      appOrigin,
      path: '/',
      maxAgeSeconds: hintMaxAgeSeconds,
      readableByPage: true,
    }),
  ];
}

/**
 * The refresh cookie: HttpOnly, sent only to /api (the renewal and sign-out read it), expiring when the
 * refresh session does (`endsAt`, epoch ms), so every renewal moves it with the idle limit.
 */
export function refreshCookie(value: string, endsAt: number, appOrigin: string, now = Date.now()): string {
  return setCookie(REFRESH_COOKIE, value, {
    appOrigin,
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: (endsAt - now) / 1000,
  });
}

/** Expires the session cookie, the refresh cookie and the signed-in hint. */
export function clearSessionCookies(appOrigin: string): string[] {
  return [
    clearCookie(SESSION_COOKIE, { appOrigin, path: SESSION_COOKIE_PATH }),
    clearCookie(REFRESH_COOKIE, { appOrigin, path: SESSION_COOKIE_PATH }),
    clearCookie(SIGNED_IN_HINT_COOKIE, { appOrigin, path: '/', readableByPage: true }),
  ];
}
