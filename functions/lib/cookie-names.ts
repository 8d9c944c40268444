/** Cookie names shared by the auth functions and the local test harness. */
export const SESSION_COOKIE = 'fescue_session';
/** Short-lived: PKCE verifier, state, nonce and return path between /api/login and /api/callback. */
export const LOGIN_COOKIE = 'fescue_login';
/** Long-lived: names this browser's server-side refresh session and holds the key that opens it. */
export const REFRESH_COOKIE = 'fescue_refresh';
