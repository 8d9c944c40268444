import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { PayloadTooLargeError } from '../errors';
import type { HttpResult } from './responses';

/**
 * The largest body a route accepts unless it says otherwise: the biggest single form (a round or a rating
 * with 4,000 characters of comments, four bytes each at worst) fits with room to spare. API Gateway itself
 * would take 10 MB, and every byte is parsed and validated; the WAF's size rule (infra/waf.ts) matches it.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The body's size in bytes as it arrived (base64 bodies decoded). */
export function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded
    ? Buffer.byteLength(event.body, 'base64')
    : Buffer.byteLength(event.body, 'utf8');
}

export function tooLargeMessage(limit: number): string {
  return `This request is too large: send at most ${Math.floor(limit / 1024)} kB.`;
}

/**
 * Refuses a body over the route's limit with 413 before anything reads it (CSRF, the session, the route).
 * `limitFor` gives the route's own limit (RouteTable's maxBodyBytes) or the default.
 */
export function bodySizeLimit(
  limitFor: (routeKey: string) => number,
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, Context> {
  return {
    before: ({ event }) => {
      const limit = limitFor(event.routeKey);
      if (bodyBytes(event) > limit) throw new PayloadTooLargeError(tooLargeMessage(limit));
    },
  };
}
