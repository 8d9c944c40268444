/**
 * The API's endpoint groups: one Lambda each in AWS, the same handler module behind the local adapter.
 * This table is the single source of truth for both the CDK HTTP API routes (infra/api.ts) and the local
 * HTTP adapter (scripts/local), so a route added here exists in both places or in neither.
 */
export interface EndpointGroup {
  /** Handler module, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** HTTP API route keys, `METHOD /path` with `{param}` path parameters. */
  readonly routes: readonly string[];
  /**
   * Data files (repository-relative) that ship beside the handler instead of inside its JavaScript, so they
   * cost nothing at cold start; read them with `readDataFile` (functions/lib/data-files.ts).
   */
  readonly dataFiles?: readonly string[];
}

export const endpointGroups = {
  auth: {
    entry: 'functions/auth/handler.ts',
    routes: [
      'GET /api/login',
      'GET /api/callback',
      'GET /api/logout',
      'GET /api/auth/user',
      'POST /api/auth/refresh',
    ],
  },
  users: {
    entry: 'functions/users/handler.ts',
    // Golfers' own data (docs/product-rules.md#your-data): Download my data and Delete my account.
    routes: ['GET /api/user', 'PATCH /api/user/profile', 'GET /api/user/export', 'DELETE /api/user'],
  },
  courses: {
    entry: 'functions/courses/handler.ts',
    // The bundled US set behind POST /api/courses/import/us-database.
    dataFiles: [
      'scripts/catalog/data/us-championship-venues.json',
      'scripts/catalog/data/us-tour-and-famous.json',
    ],
    routes: [
      'GET /api/courses',
      'GET /api/courses/search',
      'GET /api/courses/search/suggestion',
      'POST /api/courses',
      'GET /api/courses/{id}',
      'PATCH /api/courses/{id}',
      'GET /api/courses/{id}/tee-sets',
      'PUT /api/courses/{id}/tee-sets/{teeSetId}',
      'GET /api/courses/{id}/tee-sets/{teeSetId}/history',
      'GET /api/architects',
      'GET /api/rankings/course-ids',
      'POST /api/courses/import/us-database',
      'GET /api/external-courses/status',
      'GET /api/external-courses/search',
      'POST /api/external-courses/{id}/add',
    ],
  },
  rounds: {
    entry: 'functions/rounds/handler.ts',
    // The golfer's stats live under /api/user but are computed from rounds; API Gateway (and the local
    // adapter) route by exact key, so they sit beside the users group's routes without clashing.
    routes: [
      'POST /api/rounds',
      'GET /api/rounds',
      'GET /api/rounds/recent',
      'PATCH /api/rounds/{id}',
      'DELETE /api/rounds/{id}',
      'POST /api/rounds/upload-url',
      'POST /api/rounds/import',
      'GET /api/user/stats',
      'GET /api/user/architect-stats',
      'GET /api/user/card-stats',
      'GET /api/courses/{id}/my-holes',
    ],
  },
  // The Passport page's read (docs/passport.md), apart from the rounds group: its place tables and tile
  // arithmetic are needed by no other route (docs/performance.md, "Lambda bundles"). The year in golf
  // (docs/product-rules.md#year-in-golf) reads the same items by the same rules.
  passport: {
    entry: 'functions/passport/handler.ts',
    routes: ['GET /api/user/passport', 'GET /api/user/year-in-golf'],
  },
  ratings: {
    entry: 'functions/ratings/handler.ts',
    // Course ratings (docs/product-rules.md#ratings): a round's rating sits under /api/rounds and the rest
    // under /api/courses; API Gateway (and the local adapter) route by the most specific key, so they sit
    // beside the rounds and courses groups' routes without clashing.
    routes: [
      'PATCH /api/rounds/{id}/rating',
      'GET /api/courses/{id}/my-rating',
      'PUT /api/courses/{id}/my-rating',
      'DELETE /api/courses/{id}/my-rating',
      'PUT /api/courses/{id}/my-rating/draft',
      'DELETE /api/courses/{id}/my-rating/draft',
      'GET /api/courses/{id}/ratings',
      'GET /api/courses/{id}/ratings/comments',
      'GET /api/courses/fescue-list',
      // The Fescue List's path under its old name, answered the same (docs/product-rules.md#ratings).
      'GET /api/courses/golfers-choice',
    ],
  },
  // The bucket list and the golfer's courses on the map (their statuses), and the courses marked played
  // without a round (functions/played).
  'bucket-list': {
    entry: 'functions/bucket-list/handler.ts',
    routes: [
      'GET /api/user/bucket-list',
      'POST /api/user/bucket-list',
      'PATCH /api/user/bucket-list/{courseId}',
      'DELETE /api/user/bucket-list/{courseId}',
      'GET /api/user/map',
      'GET /api/played-courses',
      'PUT /api/played-courses/{courseId}',
      'DELETE /api/played-courses/{courseId}',
    ],
  },
  ghin: {
    entry: 'functions/ghin/handler.ts',
    // GHIN (docs/product-rules.md#ghin): connect, test, sync, manual entry, status and settings; the WHS
    // estimate too.
    routes: [
      'POST /api/ghin/connect',
      'POST /api/ghin/test',
      'POST /api/ghin/sync',
      'PUT /api/ghin/manual',
      'GET /api/ghin/status',
      'PUT /api/ghin/settings',
      'DELETE /api/ghin/rounds',
      'GET /api/ghin/handicap-history',
      'GET /api/handicap/estimate',
    ],
  },
  // Importing golf from other apps and files (docs/product-rules.md#importing-your-golf): preview, the batch
  // committed chunk by chunk, its undo.
  imports: {
    entry: 'functions/imports/handler.ts',
    routes: [
      'POST /api/imports/preview',
      'POST /api/imports',
      'GET /api/imports',
      'POST /api/imports/{id}/items',
      'POST /api/imports/{id}/finish',
      'POST /api/imports/{id}/undo',
    ],
  },
  // Trips (docs/product-rules.md#trips): the plan, its report, and the planner's courses around a place
  // (under /api/courses, beside the courses group's routes: API Gateway routes by the most specific key).
  trips: {
    entry: 'functions/trips/handler.ts',
    routes: [
      'GET /api/trips',
      'POST /api/trips',
      'GET /api/trips/{id}',
      'PUT /api/trips/{id}',
      'DELETE /api/trips/{id}',
      'GET /api/trips/{id}/report',
      'GET /api/courses/nearby',
    ],
  },
  achievements: {
    entry: 'functions/achievements/handler.ts',
    routes: [
      'GET /api/achievements',
      'GET /api/achievements/recommendations',
      'PUT /api/achievements/quest',
      'GET /api/achievements/leaderboard',
      'PUT /api/achievements/leaderboard',
    ],
  },
  // Collections (docs/product-rules.md#collections): the catalog's lists, imported rankings and the golfer's
  // own lists, each with the golfer's progress along it.
  collections: {
    entry: 'functions/collections/handler.ts',
    routes: [
      'GET /api/collections',
      'POST /api/collections',
      'GET /api/collections/{id}',
      'PATCH /api/collections/{id}',
      'DELETE /api/collections/{id}',
    ],
  },
  community: {
    entry: 'functions/community/handler.ts',
    // Stories, the community figures, events and reservations (docs/product-rules.md#community-and-events),
    // and the operator's routes for them and for premium memberships (Cognito group `admins`).
    routes: [
      'GET /api/community/stories',
      'GET /api/community/overview',
      'POST /api/community/stories/{id}/report',
      'PUT /api/admin/community/stories/{id}/hidden',
      'GET /api/events',
      'POST /api/events/{id}/reservation',
      'DELETE /api/events/{id}/reservation',
      'POST /api/admin/events',
      'PUT /api/admin/premium',
      'GET /api/admin/members',
      // The Operations page (functions/operations): operators only.
      'GET /api/admin/operations',
      'GET /api/admin/audit',
    ],
  },
  // Share by link (docs/product-rules.md, "Sharing"): the golfer's links, and the public pages they open for
  // anyone without a session: the data (/api/shared/…) and the page's HTML with its preview tags (/s/…,
  // which CloudFront and the local server send here rather than to the app bundle).
  sharing: {
    entry: 'functions/sharing/handler.ts',
    routes: [
      'POST /api/sharing/links',
      'GET /api/sharing/links',
      'DELETE /api/sharing/links/{token}',
      'PUT /api/sharing/links/{token}/image',
      'GET /api/shared/{token}',
      'GET /s/{token}',
    ],
  },
} as const satisfies Record<string, EndpointGroup>;

export type EndpointGroupName = keyof typeof endpointGroups;
