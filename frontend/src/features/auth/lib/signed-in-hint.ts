import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';

/**
 * Removes the signed-in hint (shared/web/prerendered-screens.ts) once the API has said nobody is signed in: the
 * session ran out, or was ended elsewhere. Set by the API with path / and SameSite=Lax; a cookie is removed
 * by the same name and path. Not Secure here: over https the browser keeps the flag it was set with, and the
 * local stack's http page could not touch a Secure cookie anyway.
 */
export function forgetSignedInHint(): void {
  if (typeof document === 'undefined') return;
  if (!document.cookie.split('; ').some((entry) => entry.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))) return;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}
