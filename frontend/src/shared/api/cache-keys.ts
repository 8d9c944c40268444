/**
 * Every SWR key the app reads, and whether a round write can change what it holds.
 *
 * SWR keys are the request paths (data loads from the path the key names). Features share these
 * builders, never each other's modules, so one feature can refresh data another one shows. Each key family
 * says whether it derives from the golfer's rounds: a round added, edited, deleted, rated, shared, imported,
 * synced from GHIN or sent from the device's outbox changes those reads, and `refreshRoundDerivedData`
 * reloads exactly them (docs/architecture.md, Frontend). `cache-keys.test.ts` fails when a hook reads a key
 * that is not built here, so a new read cannot go unclassified.
 */
type KeyBuilder = string | ((...args: never[]) => string);

interface KeyFamily {
  key: KeyBuilder;
  /** True when a round write can change the answer (rounds, stats, courses' played state and scores...). */
  derivedFromRounds: boolean;
  /** How to recognise this family's keys when the key is not a request path (an asset's URL). */
  match?: RegExp;
}

const enc = encodeURIComponent;

export const cacheKeyFamilies = {
  authUser: { key: '/api/auth/user', derivedFromRounds: false },
  user: { key: '/api/user', derivedFromRounds: false },
  /** The featured clubs carry their community score, which rated rounds move. */
  featuredCourses: { key: '/api/courses?scope=featured', derivedFromRounds: true },
  /** Every page of the golfer's own courses with today's community figures (walked whole by its reader). */
  myCourses: { key: '/api/courses?scope=mine&limit=100', derivedFromRounds: true },
  course: { key: (id: string) => `/api/courses/${enc(id)}`, derivedFromRounds: true },
  /** Search hits carry the community score. */
  courseSearch: { key: (text: string) => `/api/courses/search?q=${enc(text)}`, derivedFromRounds: true },
  courseSpelling: {
    key: (text: string) => `/api/courses/search/suggestion?q=${enc(text)}`,
    derivedFromRounds: false,
  },
  externalCourseSearch: {
    key: (text: string) => `/api/external-courses/search?query=${enc(text)}`,
    derivedFromRounds: false,
  },
  externalSearchStatus: { key: '/api/external-courses/status', derivedFromRounds: false },
  /** Remembered for the session: once the API says worldwide search is off, stop asking. */
  externalSearchUnavailable: { key: 'fescue:external-search-unavailable', derivedFromRounds: false },
  /** The catalog's course points: a static file published with a content hash. */
  coursePoints: { key: (url: string) => url, derivedFromRounds: false, match: /course-points[^/]*\.json$/ },
  /** GET /api/rounds with a query: a page, the whole archive walked page by page, the rounds with a photo. */
  rounds: { key: (query: string) => `/api/rounds?${query}`, derivedFromRounds: true },
  recentRounds: { key: '/api/rounds/recent', derivedFromRounds: true },
  userStats: { key: '/api/user/stats', derivedFromRounds: true },
  architectStats: { key: '/api/user/architect-stats', derivedFromRounds: true },
  /** What the golfer's scorecards add up to, kept with each round write. */
  cardStats: { key: '/api/user/card-stats', derivedFromRounds: true },
  /** The golfer's average over par on each hole of a course, from their cards there. */
  myCourseHoles: { key: (id: string) => `/api/courses/${enc(id)}/my-holes`, derivedFromRounds: true },
  /** A course's tee sets, hole by hole: shared, changed by golfers' edits only. */
  teeSets: { key: (id: string) => `/api/courses/${enc(id)}/tee-sets`, derivedFromRounds: false },
  teeSetHistory: {
    key: (id: string, teeSetId: string) => `/api/courses/${enc(id)}/tee-sets/${enc(teeSetId)}/history`,
    derivedFromRounds: false,
  },
  /** The golfer's share links (docs/product-rules.md, "Sharing"). */
  shareLinks: { key: '/api/sharing/links', derivedFromRounds: false },
  /** A shared page, read by anyone with its link: the owner's rounds move it, but it is never the reader's. */
  sharedPage: { key: (token: string) => `/api/shared/${enc(token)}`, derivedFromRounds: false },
  /** GET /api/user/passport for the golfer's own calendar day. */
  passport: { key: (today: string) => `/api/user/passport?today=${today}`, derivedFromRounds: true },
  /** GET /api/user/year-in-golf: `year=2025`, or '' for the latest year with rounds. */
  yearInGolf: { key: (query: string) => `/api/user/year-in-golf?${query}`, derivedFromRounds: true },
  /** A page of the bucket list: a round at a listed course ticks its entry off. */
  bucketList: {
    key: (limit: number, cursor?: string) =>
      `/api/user/bucket-list?limit=${limit}${cursor ? `&cursor=${enc(cursor)}` : ''}`,
    derivedFromRounds: true,
  },
  /** The golfer's played and listed courses with their map status (the hearts read it too). */
  myMap: { key: '/api/user/map', derivedFromRounds: true },
  /** The lists to play with the golfer's progress: a round at a course on a list moves it. */
  collections: { key: '/api/collections', derivedFromRounds: true },
  collection: { key: (id: string) => `/api/collections/${enc(id)}`, derivedFromRounds: true },
  /** The courses the golfer marked played without a round: a round does not change a mark. */
  playedMarks: { key: '/api/played-courses', derivedFromRounds: false },
  /** The golfer's imports and their summaries: changed by an import's own steps, which refresh it. */
  imports: { key: '/api/imports', derivedFromRounds: false },
  /** The Operations page's figures (operators only): read fresh on each visit. */
  operations: { key: '/api/admin/operations', derivedFromRounds: false },
  /** A course's community ratings, the golfer's own rating and draft, and its shared comments: a round's
   * ratings become the golfer's rating of its course. */
  courseRatings: { key: (id: string) => `/api/courses/${enc(id)}/ratings`, derivedFromRounds: true },
  myRating: { key: (id: string) => `/api/courses/${enc(id)}/my-rating`, derivedFromRounds: true },
  sharedComments: {
    key: (id: string, query: string) => `/api/courses/${enc(id)}/ratings/comments?${query}`,
    derivedFromRounds: true,
  },
  fescueList: {
    key: (limit: number) => `/api/courses/fescue-list?limit=${limit}`,
    derivedFromRounds: true,
  },
  achievements: { key: '/api/achievements', derivedFromRounds: true },
  recommendations: { key: '/api/achievements/recommendations', derivedFromRounds: true },
  leaderboard: { key: '/api/achievements/leaderboard', derivedFromRounds: true },
  /** A page of the community's stories: a shared round is a story. */
  communityStories: { key: (query: string) => `/api/community/stories?${query}`, derivedFromRounds: true },
  communityOverview: { key: '/api/community/overview', derivedFromRounds: true },
  events: { key: '/api/events', derivedFromRounds: false },
  /** The GHIN status counts the rounds a sync imported. */
  ghinStatus: { key: '/api/ghin/status', derivedFromRounds: true },
  handicapEstimate: { key: '/api/handicap/estimate', derivedFromRounds: true },
  /** GHIN's own index as each sync found it. */
  handicapHistory: { key: '/api/ghin/handicap-history', derivedFromRounds: false },
  /** The golfer's trips and one trip's plan: changed by the trip writes only, which refresh them. */
  trips: { key: '/api/trips', derivedFromRounds: false },
  trip: { key: (id: string) => `/api/trips/${enc(id)}`, derivedFromRounds: false },
  /** A trip's report is the rounds of its days. */
  tripReport: { key: (id: string) => `/api/trips/${enc(id)}/report`, derivedFromRounds: true },
  /** The planner's courses around a place carry the bucket list and the community score. */
  nearbyCourses: { key: (query: string) => `/api/courses/nearby?${query}`, derivedFromRounds: true },
  /** The connection test is a POST (it calls GHIN); SWR keeps its last answer under this key. */
  ghinConnectionTest: { key: 'ghin-connection-test', derivedFromRounds: false },
} as const satisfies Record<string, KeyFamily>;

export type CacheKeyFamily = keyof typeof cacheKeyFamilies;

/** The key builders: `cacheKeys.course(id)`, `cacheKeys.userStats`... */
export const cacheKeys = Object.fromEntries(
  Object.entries(cacheKeyFamilies).map(([name, family]) => [name, family.key]),
) as { readonly [Name in CacheKeyFamily]: (typeof cacheKeyFamilies)[Name]['key'] };

/** The whole archive, walked page by page by `useAllRounds` (Round History, Passport, a course's rounds). */
export const ALL_ROUNDS_KEY = cacheKeys.rounds('all');

const ARGUMENT = '__argument__';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A family's keys: its path (any argument a path segment), with or without a query. */
function patternOf(family: KeyFamily): RegExp {
  if (family.match) return family.match;
  const key =
    typeof family.key === 'string'
      ? family.key
      : (family.key as (...args: string[]) => string)(...Array<string>(family.key.length).fill(ARGUMENT));
  const path = escape(key.split('?')[0] ?? key).replaceAll(ARGUMENT, '[^/?#]+');
  return new RegExp(`^${path}(\\?.*)?$`);
}

const patterns = Object.entries(cacheKeyFamilies).map(
  ([name, family]) => [name as CacheKeyFamily, patternOf(family)] as const,
);

/** The families a key belongs to (one path can serve two, as /api/courses serves featured and mine). */
export function familiesOf(key: string): CacheKeyFamily[] {
  return patterns.filter(([, pattern]) => pattern.test(key)).map(([name]) => name);
}

/** Whether a round write can change what this key holds; false for a key built elsewhere. */
export function isDerivedFromRounds(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const families = familiesOf(key);
  return families.length > 0 && families.every((name) => cacheKeyFamilies[name].derivedFromRounds);
}
