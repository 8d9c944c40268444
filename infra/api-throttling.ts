import type { EndpointGroupName, endpointGroups } from '../functions/endpoint-groups';

/** A route key of functions/endpoint-groups.ts, so a renamed route does not type-check here. */
type RouteKey = (typeof endpointGroups)[EndpointGroupName]['routes'][number];

export interface Throttle {
  /** Steady requests per second, for all callers together (API Gateway's token bucket). */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The stage's default route throttle: caps a runaway client or script well below the account's Lambda
 * concurrency (1,000 by default). All callers share it; per caller limits are the WAF's (infra/waf.ts).
 */
export const DEFAULT_THROTTLE: Throttle = { rateLimit: 100, burstLimit: 200 };

/**
 * Tighter limits where one call is expensive or spends someone else's quota. API Gateway HTTP APIs throttle
 * per route for all callers together, not per golfer: these protect the service and its upstreams.
 */
export const ROUTE_THROTTLES: Partial<Record<RouteKey, Throttle>> = {
  // Each call writes up to 100 rounds in transactions.
  'POST /api/rounds/import': { rateLimit: 5, burstLimit: 10 },
  // The operator's one-off import of the bundled US set.
  'POST /api/courses/import/us-database': { rateLimit: 1, burstLimit: 2 },
  // GHIN's rate limits are per vendor account, which all golfers share.
  'POST /api/ghin/connect': { rateLimit: 2, burstLimit: 5 },
  'POST /api/ghin/test': { rateLimit: 2, burstLimit: 5 },
  'POST /api/ghin/sync': { rateLimit: 2, burstLimit: 5 },
  // GolfCourseAPI's key has a request quota.
  'GET /api/external-courses/search': { rateLimit: 5, burstLimit: 10 },
  'POST /api/external-courses/{id}/add': { rateLimit: 5, burstLimit: 10 },
  // Sign-in calls Cognito's token endpoint, whose own quota is per account.
  'GET /api/callback': { rateLimit: 20, burstLimit: 40 },
};
