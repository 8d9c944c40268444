/**
 * Full page loads (not router navigations): the server owns /api/login and /api/logout, which redirect
 * through the identity provider. Kept in one module so tests can observe where the app sends the browser.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Only same-site paths may be carried through sign-in, so a crafted link cannot bounce the user elsewhere. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginUrl(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/api/login?returnTo=${encodeURIComponent(path)}` : '/api/login';
}

export const LOGOUT_URL = '/api/logout';

/** Loads the page again from the server (a screen whose code failed to download). */
export function reloadPage(): void {
  window.location.reload();
}
