import { randomUUID } from 'node:crypto';
import { parseSetCookie, type SetCookie } from 'cookie';

/** A fresh address per test, so tests never depend on each other's users. */
export function freshEmail(label = 'golfer'): string {
  return `${label}-${randomUUID()}@example.test`;
}

/** The Set-Cookie headers of a response, by cookie name. */
export function setCookiesOf(response: Response): Record<string, SetCookie> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const parsed = parseSetCookie(header);
      return [parsed.name, parsed];
    }),
  );
}

/** A Cookie header value from the Set-Cookie headers of a response (name=value pairs only). */
export function cookieHeaderFrom(response: Response): string {
  return Object.values(setCookiesOf(response))
    .map(({ name, value }) => `${name}=${value ?? ''}`)
    .join('; ');
}

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A redirect's target as path + query, whether the Location header is relative or absolute. */
export function redirectTarget(response: Response, base: string): URL {
  return new URL(response.headers.get('location') ?? '', base);
}
