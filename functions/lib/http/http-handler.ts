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
import type { AchievementChanges } from '#shared/schemas/achievement';
import type { EndpointGroupName, endpointGroups } from '../../endpoint-groups';
import { withJsonFields, writeFactsOf, type HttpResult, type WriteFacts } from './responses';

export type HttpEvent = APIGatewayProxyEventV2;
export type { HandlerContext };

/** A route anyone may call: the browser navigations of sign-in. */
export interface PublicRoute {
  auth: 'public';
  /** The largest body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES); larger answers 413. */
  maxBodyBytes?: number;
  handle(event: HttpEvent): Promise<HttpResult>;
}

/**
 * What a route's write does to the golfer's achievements, declared beside the route so that no write that can
 * earn one forgets to reconcile them:
 * - `earnsAchievements` (functions/achievements/after-write.ts, `{ earns: reconcile }`): after the route
 *   answered a success, the handler factory reconciles the golfer's achievements
 *   (dated by the facts the route attached with `afterWrite`, today otherwise) and adds what was earned and
 *   lost to a JSON object answer as `achievements`, which the browser announces;
 * - `{ none: why }`: the write cannot earn or take away an achievement, and the reason says why.
 * Every writing route (POST, PUT, PATCH, DELETE) says one or the other (functions/route-declarations.test.ts).
 */
export type AchievementsDeclaration = { readonly earns: ReconcileAfterWrite } | { readonly none: string };

/** A route for a signed-in user; `session.userId` is the only identity it may use. */
export interface SessionRoute {
  auth: 'session';
  /** Required of writing routes by functions/route-declarations.test.ts; see AchievementsDeclaration. */
  achievements?: AchievementsDeclaration;
  /** The largest body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES); larger answers 413. */
  maxBodyBytes?: number;
  handle(event: HttpEvent, session: Session): Promise<HttpResult>;
}

export type Route = PublicRoute | SessionRoute;

/** routeKey (`METHOD /path`, as in endpoint-groups.ts) to its route module. */
export type RouteTable = Readonly<Record<string, Route>>;

/**
 * An endpoint group's route table, keyed by exactly the route keys functions/endpoint-groups.ts lists for it:
 * a key missing from the table, or one the list does not have, does not compile (`satisfies GroupRoutes<…>`).
 */
export type GroupRoutes<G extends EndpointGroupName> = {
  readonly [K in (typeof endpointGroups)[G]['routes'][number]]: Route;
};

/** The achievements' reconciliation after a write (functions/achievements/after-write.ts). */
export type ReconcileAfterWrite = (userId: string, facts: WriteFacts) => Promise<AchievementChanges>;

export interface HttpHandlerOptions {
  /** Tests inject a verifier; in Lambda it is built from the configuration on first use. */
  sessionVerifier?: SessionVerifier;
}

/**
 * The one middy stack of every endpoint group. Order matters: metrics wrap everything (the cold start is
 * counted before anything can fail); the error
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
        const result = await route.handle(event, context.session);
        const declared = route.achievements;
        if (!declared || !('earns' in declared)) return result;
        // Only a write that went through: a refusal throws (and is answered by the error handler) instead.
        const status = result.statusCode ?? 200;
        const facts = writeFactsOf(result);
        if (status < 200 || status >= 300 || facts.nothingWritten) return result;
        const achievements = await declared.earns(context.session.userId, facts);
        return withJsonFields(result, { achievements });
      })
  );
}
