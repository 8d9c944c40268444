import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

/** API answers are per user: no shared or browser cache may keep them. */
const baseHeaders = { 'cache-control': 'no-store' } as const;

export function json(statusCode: number, body: unknown, cookies?: string[]): HttpResult {
  return {
    statusCode,
    headers: { ...baseHeaders, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

/** A 302 for browser navigations (/api/login, /api/callback, /api/logout). */
export function redirect(location: string, cookies?: string[]): HttpResult {
  return {
    statusCode: 302,
    headers: { ...baseHeaders, location },
    ...(cookies?.length ? { cookies } : {}),
  };
}
