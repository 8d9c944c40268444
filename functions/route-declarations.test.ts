import { describe, expect, it } from 'vitest';
import { achievementsRoutes } from './achievements/handler';
import { authRoutes } from './auth/handler';
import { bucketListRoutes } from './bucket-list/handler';
import { collectionsRoutes } from './collections/handler';
import { communityRoutes } from './community/handler';
import { coursesRoutes } from './courses/handler';
import { endpointGroups, type EndpointGroupName } from './endpoint-groups';
import { ghinRoutes } from './ghin/handler';
import { importsRoutes } from './imports/handler';
import type { GroupRoutes, Route } from './lib/http/http-handler';
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

const routes = Object.entries(tables).flatMap(([group, table]) =>
  Object.entries(table as Record<string, Route>).map(([key, route]) => ({ group, key, route })),
);
const writes = routes.filter(({ key }) => /^(POST|PUT|PATCH|DELETE) /.test(key));

describe('route declarations', () => {
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
const route: Route = { auth: 'public', handle: async () => ({ statusCode: 204 }) };
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
