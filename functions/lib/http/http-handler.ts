import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getConfig } from '../config';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { observability } from '../observability';
import { sessionMiddleware } from '../session/session-middleware';
import type { Session, SessionVerifier } from '../session/session-verifier';
import { getSessionVerifier } from '../session/sign-out-check';
import { bodySizeLimit, DEFAULT_MAX_BODY_BYTES } from './body-size';
import { responseCompression } from './compression';
import { csrfProtection } from './csrf';
import { errorHandler } from './error-handler';
import type { HandlerContext } from './handler-context';
import { originVerification } from './origin-verify';
import type { HttpResult } from './responses';

export type HttpEvent = APIGatewayProxyEventV2;
export type { HandlerContext };

/** A route anyone may call: the browser navigations of sign-in. */
export interface PublicRoute {
  auth: 'public';
  /** The largest body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES); larger answers 413. */
  maxBodyBytes?: number;
  handle(event: HttpEvent): Promise<HttpResult>;
}

/** A route for a signed-in user; `session.userId` is the only identity it may use. */
export interface SessionRoute {
  auth: 'session';
  /** The largest body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES); larger answers 413. */
  maxBodyBytes?: number;
  handle(event: HttpEvent, session: Session): Promise<HttpResult>;
}

export type Route = PublicRoute | SessionRoute;

/** routeKey (`METHOD /path`, as in endpoint-groups.ts) to its route module. */
export type RouteTable = Readonly<Record<string, Route>>;

export interface HttpHandlerOptions {
  /** Tests inject a verifier; in Lambda it is built from the configuration on first use. */
  sessionVerifier?: SessionVerifier;
}

/**
 * The one middy stack of every endpoint group. Order matters: tracing and metrics wrap everything (their
 * onError runs after the error handler's, so an answered error's metrics are flushed too); the error
 * handler is registered next so its onError runs after any other middleware has had its say (error answers are
 * small and go uncompressed); the origin-verify check comes before
 * anything else looks at the request, so a call that bypassed CloudFront meets nothing but a 403; an
 * oversized body is refused (413) before anything parses it; CSRF runs
 * before the session check so a cross-site request is refused without touching the token.
 */
export function createHttpHandler(routes: RouteTable, options: HttpHandlerOptions = {}) {
  const routeFor = (routeKey: string): Route | undefined =>
    Object.hasOwn(routes, routeKey) ? routes[routeKey] : undefined;
  const verifier = () => options.sessionVerifier ?? getSessionVerifier(getConfig().oidc);

  return (
    middy<HttpEvent, HttpResult, Error, HandlerContext>()
      .use(observability<HttpEvent, HttpResult>())
      .use(errorHandler())
      // Registered early so that its `after` runs last, on the route's answer as it will be sent.
      .use(responseCompression())
      .use({
        before: ({ event }) => {
          logger.resetKeys();
          logger.appendKeys({ routeKey: event.routeKey, requestId: event.requestContext?.requestId });
        },
      })
      .use(originVerification())
      .use(bodySizeLimit((routeKey) => routeFor(routeKey)?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
      .use(csrfProtection())
      .use(sessionMiddleware((routeKey) => routeFor(routeKey)?.auth === 'session', verifier))
      .handler(async (event, context) => {
        const route = routeFor(event.routeKey);
        if (!route) throw new NotFoundError(`No route for ${event.routeKey}`);
        if (route.auth === 'public') return route.handle(event);
        if (!context.session) throw new Error(`Session middleware did not run for ${event.routeKey}`);
        return route.handle(event, context.session);
      })
  );
}
