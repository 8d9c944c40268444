import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';

/**
 * Staying signed in (docs/architecture.md, "Staying signed in"): the ID token's cookie lasts an hour; the
 * refresh cookie renews it. Any request answered 401 asks POST /api/auth/refresh once and, when the session
 * was renewed, is sent again, so a golfer whose hour ran out mid-form never sees it. Plain fetch only: the
 * service worker's outbox uses this too.
 */
export const SESSION_REFRESH_PATH = '/api/auth/refresh';

let renewing: Promise<boolean> | null = null;

/**
 * Whether this browser may still be signed in: the page can read the signed-in hint, which lasts as long as
 * the refresh session. Without it (a visitor who never signed in) no renewal is tried. The worker cannot read
 * cookies, so it always tries.
 */
function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * Renews the session; true when a new one was set. Requests that fail together share one renewal (a screen's
 * four reads after an hour away make one call).
 */
export function renewSession(): Promise<boolean> {
  renewing ??= fetch(SESSION_REFRESH_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** fetch, and on a 401 one renewal and one more try; any other answer (or a failed renewal) as it came. */
export async function fetchRenewingSession(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, init);
  if (response.status !== 401 || path === SESSION_REFRESH_PATH || !mayBeSignedIn()) return response;
  if (!(await renewSession())) return response;
  return fetch(path, init);
}
