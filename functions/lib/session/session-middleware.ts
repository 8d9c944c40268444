import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SESSION_COOKIE } from '../cookie-names';
import { UnauthorizedError } from '../errors';
import { readCookie } from '../http/cookies';
import type { HttpResult } from '../http/responses';
import type { Session, SessionVerifier } from './session-verifier';
import type { HandlerContext } from '../http/handler-context';

/**
 * Verifies the session cookie for the routes that need one and puts the result on the context; public
 * routes (login, callback, logout) pass through untouched.
 */
export function sessionMiddleware(
  needsSession: (routeKey: string) => boolean,
  verifier: () => SessionVerifier,
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, HandlerContext> {
  return {
    before: async (request) => {
      if (!needsSession(request.event.routeKey)) return;
      request.context.session = await requireSession(request.event, verifier());
    },
  };
}

export async function requireSession(
  event: APIGatewayProxyEventV2,
  verify: SessionVerifier,
): Promise<Session> {
  const idToken = readCookie(event, SESSION_COOKIE);
  if (!idToken) throw new UnauthorizedError('Not signed in');
  return verify(idToken);
}
