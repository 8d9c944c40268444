import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { achievementsRoutes } from './achievements/handler';
import { authRoutes } from './auth/handler';
import { bucketListRoutes } from './bucket-list/handler';
import { collectionsRoutes } from './collections/handler';
import { communityRoutes } from './community/handler';
import { coursesRoutes } from './courses/handler';
import { endpointGroups, type EndpointGroupName } from './endpoint-groups';
import { ghinRoutes } from './ghin/handler';
import { importsRoutes } from './imports/handler';
import { loadRoutes, type GroupRoutes, type Route, type RouteLoader } from './lib/http/http-handler';
import { passportRoutes } from './passport/handler';
import { ratingsRoutes } from './ratings/handler';
import { roundsRoutes } from './rounds/handler';
import { tripsRoutes } from './trips/handler';
import { sharingRoutes } from './sharing/handler';
import { usersRoutes } from './users/handler';

/** Every group's route table, typed by its list: a group added to endpoint-groups.ts must be added here too. */
const tables: { [G in EndpointGroupName]: GroupRoutes<G> } = {
  auth: authRoutes,
  users: usersRoutes,
  courses: coursesRoutes,
  rounds: roundsRoutes,
  passport: passportRoutes,
  ratings: ratingsRoutes,
  'bucket-list': bucketListRoutes,
  ghin: ghinRoutes,
  achievements: achievementsRoutes,
  collections: collectionsRoutes,
  community: communityRoutes,
  imports: importsRoutes,
  trips: tripsRoutes,
  sharing: sharingRoutes,
};

let routes: { group: string; key: string; route: Route }[] = [];
let writes: typeof routes = [];
beforeAll(async () => {
  const loaded = await Promise.all(
    Object.entries(tables).map(async ([group, table]) =>
      Object.entries(await loadRoutes(table)).map(([key, route]) => ({ group, key, route })),
    ),
  );
  routes = loaded.flat();
  writes = routes.filter(({ key }) => /^(POST|PUT|PATCH|DELETE) /.test(key));
});

describe('route declarations', () => {
  it('loads no route module at a cold start: a handler imports its routes only on their first request', () => {
    // A static import of a route module in a group's handler would build that route's schemas and rules at
    // every cold start of the group (docs/performance.md, "Lambda init").
    const eager = Object.values(endpointGroups).flatMap(({ entry }) =>
      /^import [^;]*from '[^']*\/routes\//m.test(readFileSync(entry, 'utf8')) ? [entry] : [],
    );
    expect(eager).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('refuses a writing route that neither reconciles achievements nor says why it cannot earn one', () => {
    const undeclared = writes
      .filter(({ route }) => {
        // A public route has no signed-in golfer whose achievements could change (sign-in, session renewal).
        if (route.auth !== 'session') return false;
        const declared = route.achievements;
        if (!declared) return true;
        return !('earns' in declared || declared.none.trim().length > 10);
      })
      .map(({ key }) => key);
    expect(undeclared).toEqual([]);
  });

  it('declares the writes golfers earn by: rounds, ratings, GHIN connect, manual entry, sync, the bucket list', () => {
    const earning = new Set(
      writes
        .filter(
          ({ route }) =>
            route.auth === 'session' && route.achievements !== undefined && 'earns' in route.achievements,
        )
        .map(({ key }) => key),
    );
    for (const key of [
      'POST /api/rounds',
      'PATCH /api/rounds/{id}',
      'DELETE /api/rounds/{id}',
      'POST /api/rounds/import',
      'PATCH /api/rounds/{id}/rating',
      'PUT /api/courses/{id}/my-rating',
      'POST /api/ghin/connect',
      'PUT /api/ghin/manual',
      'POST /api/ghin/sync',
      'POST /api/user/bucket-list',
      'PATCH /api/user/profile',
      'POST /api/events/{id}/reservation',
    ])
      expect(earning, key).toContain(key);
  });

  it('serves exactly the route keys its group lists (the same table API Gateway is given)', () => {
    for (const [group, table] of Object.entries(tables)) {
      expect(Object.keys(table).sort(), group).toEqual(
        [...endpointGroups[group as EndpointGroupName].routes].sort(),
      );
    }
  });
});

// A table cannot drift from its group's list: both of these fail to compile (tsc checks the directives).
const route: RouteLoader = async () => ({ auth: 'public', handle: async () => ({ statusCode: 204 }) });
export const missingRoute = {
  'GET /api/login': route,
  'GET /api/callback': route,
  'GET /api/logout': route,
  // @ts-expect-error GET /api/auth/user is listed for the auth group and missing here
} satisfies GroupRoutes<'auth'>;
export const extraRoute = {
  'GET /api/login': route,
  'GET /api/callback': route,
  'GET /api/logout': route,
  'GET /api/auth/user': route,
  // @ts-expect-error a route the auth group does not list
  'GET /api/auth/extra': route,
} satisfies GroupRoutes<'auth'>;
