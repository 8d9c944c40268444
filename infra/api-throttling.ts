import type { EndpointGroupName, endpointGroups } from '../functions/endpoint-groups';

/** A route key of functions/endpoint-groups.ts, so a renamed route does not type-check here. */
type RouteKey = (typeof endpointGroups)[EndpointGroupName]['routes'][number];

export interface Throttle {
  /** Steady requests per second, for all callers together (API Gateway's token bucket). */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The stage's default route throttle, applied to each route on its own: caps a runaway client or script well
 * below the account's limits. All callers share it; per caller limits are the WAF's (infra/waf.ts) and, for
 * GHIN logins, the app's own per golfer and per address (functions/ghin/connect-limits.ts).
 */
export const DEFAULT_THROTTLE: Throttle = { rateLimit: 100, burstLimit: 200 };

/**
 * Tighter limits where one call is expensive or spends someone else's quota. API Gateway HTTP APIs throttle
 * per route for all callers together, not per golfer, and a request spends the route's tokens before any
 * function has looked at its session: whoever sends this many requests a second, signed in or not, denies
 * the route to every golfer. So a route is here only where that trade protects an upstream quota all golfers
 * share, never where golfers cannot do without it:
 * - not `POST /api/ghin/connect`: a golfer's only way in to GHIN; its password attempts are limited per
 *   golfer and per address in the app, after the session check (functions/ghin/connect-limits.ts);
 * - not `GET /api/callback`: every sign-in. A call with a code exchanges it at Cognito's token endpoint,
 *   whose quota is the account's; a flood now has to reach that quota, from many addresses past the WAF,
 *   where 20 a second from anyone used to be enough.
 * The WAF's per-IP rule is what stops one client spending what is left (docs/operations.md).
 */
export const ROUTE_THROTTLES: Partial<Record<RouteKey, Throttle>> = {
  // Each call writes up to 100 rounds in transactions.
  'POST /api/rounds/import': { rateLimit: 5, burstLimit: 10 },
  // The operator's one-off import of the bundled US set.
  'POST /api/courses/import/us-database': { rateLimit: 1, burstLimit: 2 },
  // GHIN's rate limits are per vendor account, which all golfers' syncs share.
  'POST /api/ghin/test': { rateLimit: 2, burstLimit: 5 },
  'POST /api/ghin/sync': { rateLimit: 2, burstLimit: 5 },
  // GolfCourseAPI's key has a request quota.
  'GET /api/external-courses/search': { rateLimit: 5, burstLimit: 10 },
  'POST /api/external-courses/{id}/add': { rateLimit: 5, burstLimit: 10 },
};
