import { parseCookie, stringifySetCookie } from 'cookie';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Secure everywhere except a plain-http loopback origin: browsers drop Secure cookies set over http, and the
 * local stack serves http://localhost. Any other http origin still gets Secure (and so no session), on purpose.
 */
export function cookiesAreSecure(appOrigin: string): boolean {
  const url = new URL(appOrigin);
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export interface CookieOptions {
  appOrigin: string;
  path: string;
  maxAgeSeconds: number;
  /** Not HttpOnly: only for a cookie that holds nothing secret and that the page must clear itself. */
  readableByPage?: boolean;
}

/** A Set-Cookie value for the API Gateway v2 `cookies` array: HttpOnly, SameSite=Lax, Path, Max-Age. */
export function setCookie(
  name: string,
  value: string,
  { appOrigin, path, maxAgeSeconds, readableByPage = false }: CookieOptions,
): string {
  return stringifySetCookie({
    name,
    value,
    httpOnly: !readableByPage,
    sameSite: 'lax',
    secure: cookiesAreSecure(appOrigin),
    path,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

/** Expires the cookie now; the path must be the one it was set with or the browser keeps it. */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

/**
 * API Gateway v2 moves the Cookie header into `event.cookies` (one `name=value` per entry); a plain
 * `cookie` header is read too so that a hand-built event behaves the same.
 */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const sources = event.cookies ?? (event.headers?.cookie ? [event.headers.cookie] : []);
  for (const source of sources) {
    const value = parseCookie(source)[name];
    if (value) return value;
  }
  return undefined;
}
