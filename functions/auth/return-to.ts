const MAX_RETURN_TO_LENGTH = 512;
/** Any fixed origin will do: only whether the resolved URL stays on it matters. */
const RESOLUTION_BASE = 'https://fescue.invalid';

/**
 * Where to land after sign-in: only a path on this site, checked on the URL as the browser will resolve it.
 * Checking the raw text is not enough: `/..//evil.example`, `/.//evil.example` and `/%2e%2e//evil.example`
 * start with a single slash yet resolve to `//evil.example`, which a browser follows to another host. So the
 * value is resolved first, and the result must be same-origin and must not start with `//` or `/\`.
 * Anything else becomes `/`: a bad value is not worth an error page on a sign-in navigation.
 */
export function sanitiseReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH || !value.startsWith('/')) return '/';
  // Browsers drop tabs and newlines inside URLs and read a backslash as a slash: refuse rather than guess.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let resolved: URL;
  try {
    resolved = new URL(value, RESOLUTION_BASE);
  } catch {
    return '/';
  }
  if (resolved.origin !== RESOLUTION_BASE) return '/';
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (path.startsWith('//') || path.startsWith('/\\')) return '/';
  // Resolution percent-encodes what it must; the login cookie that carries the path has to stay small.
  return path.length > MAX_RETURN_TO_LENGTH ? '/' : path;
}
