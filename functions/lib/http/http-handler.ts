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

/**
 * A route module imported on the first request for its key: `() => import('./routes/x').then((m) => m.x)`.
 * An endpoint group's cold start then evaluates the shared HTTP stack and no route: each route's schemas,
 * repositories and rules are built when a request first needs them, and only that route's
 * (docs/performance.md, "Lambda init"). esbuild keeps the one-file bundle and wraps each such module in a
 * function it calls on that first `import()`.
 */
export type RouteLoader = () => Promise<Route>;

/** routeKey (`METHOD /path`, as in endpoint-groups.ts) to its route module, or to the loader of it. */
export type RouteTable = Readonly<Record<string, Route | RouteLoader>>;

/**
 * An endpoint group's route table, keyed by exactly the route keys functions/endpoint-groups.ts lists for it:
 * a key missing from the table, or one the list does not have, does not compile (`satisfies GroupRoutes<…>`).
 * Every route is loaded on first use (RouteLoader).
 */
export type GroupRoutes<G extends EndpointGroupName> = {
  readonly [K in (typeof endpointGroups)[G]['routes'][number]]: RouteLoader;
};

/** A table's routes, every loader imported: for the tests and benches that read the routes' declarations. */
export async function loadRoutes(table: RouteTable): Promise<Record<string, Route>> {
  const entries = await Promise.all(
    Object.entries(table).map(async ([key, entry]) => [
      key,
      typeof entry === 'function' ? await entry() : entry,
    ]),
  );
  return Object.fromEntries(entries) as Record<string, Route>;
}

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
 * before the session check so a cross-site request is refused without touching the token. The route's module
 * is loaded (on its key's first request) once the origin is verified, before the checks that read its
 * declarations (body limit, public or session).
 */
export function createHttpHandler(routes: RouteTable, options: HttpHandlerOptions = {}) {
  const loaded = new Map<string, Route>();
  /** The route of a request whose route was loaded (loadRoute ran); undefined for a key not in the table. */
  const routeFor = (routeKey: string): Route | undefined => loaded.get(routeKey);
  const loadRoute = async (routeKey: string): Promise<void> => {
    const entry = Object.hasOwn(routes, routeKey) ? routes[routeKey] : undefined;
    if (!entry || loaded.has(routeKey)) return;
    loaded.set(routeKey, typeof entry === 'function' ? await entry() : entry);
  };
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
      // After the origin check, so a call that bypassed CloudFront loads nothing; before what reads the route.
      .use({
        before: async ({ event }) => {
          await loadRoute(event.routeKey);
        },
      })
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
