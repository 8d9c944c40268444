import * as z from 'zod';
import { LOGIN_COOKIE } from '../lib/cookie-names';
import { clearCookie, setCookie } from '../lib/http/cookies';

/** The login cookie is only sent to /api (login and callback) and lives long enough to type a password. */
export const LOGIN_COOKIE_PATH = '/api';
export const LOGIN_COOKIE_MAX_AGE_SECONDS = 600;

const loginStateSchema = z.object({
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.string().startsWith('/'),
});

/** What /api/login hands to /api/callback through the browser, in an HttpOnly cookie. */
export type LoginState = z.infer<typeof loginStateSchema>;

export function loginStateCookie(state: LoginState, appOrigin: string): string {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  return setCookie(LOGIN_COOKIE, value, {
    appOrigin,
    path: LOGIN_COOKIE_PATH,
    maxAgeSeconds: LOGIN_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearLoginStateCookie(appOrigin: string): string {
  return clearCookie(LOGIN_COOKIE, { appOrigin, path: LOGIN_COOKIE_PATH });
}

/** Undefined when the cookie is absent or not ours (garbled, or from an older format). */
export function decodeLoginState(value: string | undefined): LoginState | undefined {
  if (!value) return undefined;
  try {
    const result = loginStateSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
