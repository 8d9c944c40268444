import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { getConfig } from '../config';
import { ForbiddenError } from '../errors';
import { resolveAppOrigin } from './app-origin';
import { readHeader } from './headers';
import type { HttpResult } from './responses';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * SameSite=Lax already keeps the session cookie off cross-site POSTs in current browsers; this check covers
 * older browsers and same-site-but-cross-origin pages. Browsers always send Origin on mutating fetches, so a
 * missing Origin is a non-browser client, which cannot ride a victim's cookies.
 */
export function assertSameOrigin(event: APIGatewayProxyEventV2, appOrigin: () => string): void {
  if (!MUTATING_METHODS.has(event.requestContext.http.method.toUpperCase())) return;
  const origin = readHeader(event, 'origin');
  if (origin === undefined) return;
  if (origin !== appOrigin()) throw new ForbiddenError('Cross-site request refused');
}

export function csrfProtection(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, Context> {
  return {
    before: (request) => {
      assertSameOrigin(request.event, () => resolveAppOrigin(request.event, getConfig()));
    },
  };
}
