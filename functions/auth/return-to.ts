const MAX_RETURN_TO_LENGTH = 512;

/**
 * Where to land after sign-in: only a path on this site. Anything that a browser could read as another host
 * (`//evil.example`, `/\evil.example`, `https://...`) or that carries control characters becomes `/`, so the
 * login endpoint cannot be used as an open redirect.
 */
export function sanitiseReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'https://fescue.invalid';
  const resolved = new URL(value, base);
  if (resolved.origin !== base) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
