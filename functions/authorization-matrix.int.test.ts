import { beforeAll, describe, expect, it } from 'vitest';
import { RATING_KEYS } from '#shared/ratings/categories';
import { eventsResponseSchema } from '#shared/schemas/community';
import {
  apiFetch,
  mintIdToken,
  sessionCookie,
  signIn,
  snapshotChanges,
  tableSnapshot,
} from '../scripts/local/testing';
import { OPERATOR_EMAIL } from '../scripts/local/local-accounts';
import { endpointGroups } from './endpoint-groups';
import { buildRating, createTestCourse, createTestRound } from './lib/testing/rating-builders';
import { freshEmail } from './lib/testing/stack-helpers';

/**
 * The authorization matrix (docs/architecture.md, "Every route proven"): every route of
 * functions/endpoint-groups.ts against every way a request can be refused. The case table below is keyed by
 * route key and a test checks that its keys are exactly the routes of the endpoint groups, so a route added
 * without its cases fails this suite. A case that cannot apply to a route says why in one line (`na`),
 * instead of being skipped in silence.
 *
 *   no session, tampered token, expired token, other issuer -> 401
 *   another golfer's object -> 404, bad input -> 400, foreign Origin on a mutation -> 403,
 *   a non-operator on an operator route -> 403
 *
 * and no refused request writes anything: the table's items are compared before the first route's cases and
 * after the last (two Scans of the whole table; one pair per route took minutes, and a write still names its
 * key, and so its entity, in the failure).
 */

/** What the matrix sets up once: an owner with one of each object, an intruder, an operator. */
interface Fixtures {
  /** The owner's custom course; the owner rated it and has a draft for the catalog course below. */
  ownerCourseId: string;
  /** The owner's round at that course, shared to Community (so it is also a story). */
  ownerRoundId: string;
  /** A catalog course on the owner's bucket list, marked played by the owner and under their rating draft. */
  catalogCourseId: string;
  /** An event where the owner holds a seat. */
  eventId: string;
  /** The owner's import batch (nothing in it yet). */
  ownerImportId: string;
  /** The owner's trip (one day at the catalog course). */
  ownerTripId: string;
  /** The token of the owner's shared map and Passport. */
  ownerShareToken: string;
  /** The owner's own list (collections). */
  ownerListId: string;
}

interface MatrixRequest {
  path: string;
  body?: unknown;
}

type Build = (f: Fixtures) => MatrixRequest;
/** A case that cannot apply to the route, with the one-line reason. */
interface NotApplicable {
  na: string;
}
type Case = Build | NotApplicable;

interface RouteCases {
  /** The request a golfer of the app would send (answered by the auth and Origin cases). */
  request: Build;
  /** Public routes (the sign-in navigations): why the session cases do not apply. */
  public?: NotApplicable;
  /** The intruder addresses the owner's object: 404. */
  foreignObject: Case;
  /** Input the route's schema refuses: 400 (sent by the operator on operator routes). */
  badInput: Case;
  /** Only operators (Cognito group `admins`) may call it: 403 for a golfer. */
  operatorOnly?: true;
}

/** A whole tee set, for the routes that refuse it before reading it (session, Origin). */
const teeSet = {
  name: 'Matrix',
  colour: null,
  holes: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5].map((par, i) => ({
    hole: i + 1,
    par,
    strokeIndex: null,
    yardage: null,
  })),
  men: null,
  women: null,
  expectedVersion: null,
};

const na = (reason: string): NotApplicable => ({ na: reason });
const isNa = (value: Case | undefined): value is NotApplicable =>
  typeof value === 'object' && value !== null && 'na' in value;

const NO_PATH_OBJECT = na('no path object: the route reads or writes only the session golfer’s own items');
const NO_INPUT = na('no input: the route takes nothing but the session');
const SHARED_COURSE = na(
  'the course is shared catalog: the route reads or writes the session golfer’s own rating of it',
);
const PUBLIC = na('public: a sign-in navigation, answered without a session by design');
const OPERATOR_SHARED = na('operator route on shared objects: no golfer owns them');
const SHARED_PAGE = na('public: a shared page, answered to anyone holding its link by design');
const LINK_IS_CONSENT = na(
  'a link is its owner’s consent: anyone holding it sees the page; a guessed one is 404 (sharing.int.test)',
);

const rating = buildRating(3);

const importDraft = {
  source: 'spreadsheet',
  rounds: [],
  playedCourses: [],
  bucketList: [
    {
      course: {
        name: 'Old Course',
        facility: 'St Andrews Links',
        city: 'St Andrews',
        state: null,
        country: 'Scotland',
        latitude: null,
        longitude: null,
        sourceCourseId: null,
      },
      notes: null,
    },
  ],
  warnings: [],
};
const tripPlan = (f: Fixtures) => ({
  name: 'Matrix trip',
  startDate: '2027-05-14',
  endDate: '2027-05-15',
  stops: [{ courseId: f.catalogCourseId, date: '2027-05-14' }],
});
const emptyChunk = { courses: [], rounds: [], playedCourses: [], bucketList: [] };

const CASES: Record<string, RouteCases> = {
  // auth
  'GET /api/login': {
    request: () => ({ path: '/api/login' }),
    public: PUBLIC,
    foreignObject: NO_PATH_OBJECT,
    badInput: na(
      'a bad returnTo lands on the home page by design: a sign-in navigation never shows an error',
    ),
  },
  'GET /api/callback': {
    request: () => ({ path: '/api/callback?code=x&state=y' }),
    public: PUBLIC,
    foreignObject: NO_PATH_OBJECT,
    badInput: na(
      'every failed sign-in redirects to /login?error=signin_failed by design, never an error page',
    ),
  },
  'GET /api/logout': {
    request: () => ({ path: '/api/logout' }),
    public: PUBLIC,
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/auth/user': {
    request: () => ({ path: '/api/auth/user' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/auth/refresh': {
    request: () => ({ path: '/api/auth/refresh' }),
    foreignObject: na('no path object: the refresh cookie names the golfer’s own session and nothing else'),
    badInput: na('no input: the route reads nothing but the refresh cookie'),
  },
  // users
  'GET /api/user': {
    request: () => ({ path: '/api/user' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PATCH /api/user/profile': {
    request: () => ({ path: '/api/user/profile', body: { city: 'Bandon' } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/user/profile', body: { ghinNumber: 'abc' } }),
  },
  'GET /api/user/export': {
    request: () => ({ path: '/api/user/export' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'DELETE /api/user': {
    request: () => ({ path: '/api/user', body: { confirmation: 'DELETE' } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/user', body: { confirmation: 'delete please' } }),
  },
  // courses
  'GET /api/courses': {
    request: () => ({ path: '/api/courses' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses?scope=everything' }),
  },
  'GET /api/courses/search': {
    request: () => ({ path: '/api/courses/search?q=old' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses/search?q=o' }),
  },
  'GET /api/courses/search/suggestion': {
    request: () => ({ path: '/api/courses/search/suggestion?q=carnousty' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses/search/suggestion' }),
  },
  'POST /api/courses': {
    request: () => ({
      path: '/api/courses',
      body: { name: 'Matrix Links', city: 'Bandon', country: 'United States' },
    }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses', body: { name: '', city: 'Bandon' } }),
  },
  'GET /api/courses/{id}': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}` }),
    foreignObject: na('courses are shared catalog, custom ones included: every golfer may read them'),
    badInput: () => ({ path: '/api/courses/not!a!course' }),
  },
  'GET /api/courses/{id}/tee-sets': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/tee-sets` }),
    foreignObject: na('tee sets are shared with the course: every golfer may read them'),
    badInput: () => ({ path: '/api/courses/not!a!course/tee-sets' }),
  },
  'PUT /api/courses/{id}/tee-sets/{teeSetId}': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/tee-sets/matrix`, body: teeSet }),
    foreignObject: na(
      'tee sets are shared: any golfer may enter or edit one, and each edit is kept in its history',
    ),
    badInput: (f) => ({
      path: `/api/courses/${f.catalogCourseId}/tee-sets/matrix`,
      body: { ...teeSet, holes: teeSet.holes.slice(0, 12) },
    }),
  },
  'GET /api/courses/{id}/tee-sets/{teeSetId}/history': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/tee-sets/matrix/history` }),
    foreignObject: na('a tee set’s history is shared with it; other golfers are never named in it'),
    badInput: (f) => ({ path: `/api/courses/${f.catalogCourseId}/tee-sets/Not_An_Id/history` }),
  },
  'PATCH /api/courses/{id}': {
    request: (f) => ({ path: `/api/courses/${f.ownerCourseId}`, body: { architect: 'Matrix' } }),
    foreignObject: (f) => ({ path: `/api/courses/${f.ownerCourseId}`, body: { architect: 'Intruder' } }),
    badInput: (f) => ({ path: `/api/courses/${f.ownerCourseId}`, body: {} }),
  },
  'GET /api/architects': {
    request: () => ({ path: '/api/architects' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/rankings/course-ids': {
    request: () => ({ path: '/api/rankings/course-ids' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/courses/import/us-database': {
    request: () => ({ path: '/api/courses/import/us-database' }),
    foreignObject: OPERATOR_SHARED,
    badInput: NO_INPUT,
    operatorOnly: true,
  },
  'GET /api/external-courses/status': {
    request: () => ({ path: '/api/external-courses/status' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/external-courses/search': {
    request: () => ({ path: '/api/external-courses/search?query=pebble' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/external-courses/search?query=pe' }),
  },
  'POST /api/external-courses/{id}/add': {
    request: () => ({ path: '/api/external-courses/12345/add' }),
    foreignObject: na('a GolfCourseAPI course is nobody’s: adding it makes a shared catalog course'),
    badInput: () => ({ path: '/api/external-courses/not!an!id/add' }),
  },
  // rounds
  'POST /api/rounds': {
    request: (f) => ({ path: '/api/rounds', body: { courseId: f.catalogCourseId, score: 80 } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: (f) => ({ path: '/api/rounds', body: { courseId: f.catalogCourseId, score: 'eighty' } }),
  },
  'GET /api/rounds': {
    request: () => ({ path: '/api/rounds' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/rounds?limit=zero' }),
  },
  'GET /api/rounds/recent': {
    request: () => ({ path: '/api/rounds/recent' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PATCH /api/rounds/{id}': {
    request: (f) => ({ path: `/api/rounds/${f.ownerRoundId}`, body: { score: 79 } }),
    foreignObject: (f) => ({ path: `/api/rounds/${f.ownerRoundId}`, body: { score: 79 } }),
    badInput: (f) => ({ path: `/api/rounds/${f.ownerRoundId}`, body: { score: -4 } }),
  },
  'DELETE /api/rounds/{id}': {
    request: (f) => ({ path: `/api/rounds/${f.ownerRoundId}` }),
    foreignObject: (f) => ({ path: `/api/rounds/${f.ownerRoundId}` }),
    badInput: () => ({ path: '/api/rounds/not-a-round-id' }),
  },
  'POST /api/rounds/upload-url': {
    request: () => ({ path: '/api/rounds/upload-url', body: { contentType: 'image/jpeg', size: 1000 } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/rounds/upload-url', body: { contentType: 'text/html', size: 1000 } }),
  },
  'POST /api/rounds/import': {
    request: () => ({ path: '/api/rounds/import', body: { rows: [], dryRun: true } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/rounds/import', body: { rows: 'all of them' } }),
  },
  'GET /api/user/stats': {
    request: () => ({ path: '/api/user/stats' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/user/architect-stats': {
    request: () => ({ path: '/api/user/architect-stats' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/user/card-stats': {
    request: () => ({ path: '/api/user/card-stats' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/courses/{id}/my-holes': {
    request: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-holes` }),
    foreignObject: na('the course is shared; the route reads the session golfer’s own hole sums at it'),
    badInput: () => ({ path: '/api/courses/not!a!course/my-holes' }),
  },
  'GET /api/user/passport': {
    request: () => ({ path: '/api/user/passport' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/user/passport?today=yesterday' }),
  },
  'GET /api/user/year-in-golf': {
    request: () => ({ path: '/api/user/year-in-golf?year=2025' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/user/year-in-golf?year=last' }),
  },
  // ratings
  'PATCH /api/rounds/{id}/rating': {
    request: (f) => ({ path: `/api/rounds/${f.ownerRoundId}/rating`, body: rating }),
    foreignObject: (f) => ({ path: `/api/rounds/${f.ownerRoundId}/rating`, body: rating }),
    badInput: (f) => ({
      path: `/api/rounds/${f.ownerRoundId}/rating`,
      body: { ...rating, [RATING_KEYS[0]]: 11 },
    }),
  },
  'GET /api/courses/{id}/my-rating': {
    request: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-rating` }),
    foreignObject: SHARED_COURSE,
    badInput: () => ({ path: '/api/courses/not!a!course/my-rating' }),
  },
  'PUT /api/courses/{id}/my-rating': {
    request: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-rating`, body: rating }),
    foreignObject: SHARED_COURSE,
    badInput: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-rating`, body: { ratingTags: 'great' } }),
  },
  'DELETE /api/courses/{id}/my-rating': {
    request: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-rating` }),
    // The only rating at this address is the owner's: the intruder has none to delete.
    foreignObject: (f) => ({ path: `/api/courses/${f.ownerCourseId}/my-rating` }),
    badInput: () => ({ path: '/api/courses/not!a!course/my-rating' }),
  },
  'PUT /api/courses/{id}/my-rating/draft': {
    request: (f) => ({
      path: `/api/courses/${f.catalogCourseId}/my-rating/draft`,
      body: { comments: 'Draft' },
    }),
    // The course is shared; the round a draft names is the owner's own.
    foreignObject: (f) => ({
      path: `/api/courses/${f.catalogCourseId}/my-rating/draft`,
      body: { comments: 'Draft', roundId: f.ownerRoundId },
    }),
    badInput: (f) => ({ path: `/api/courses/${f.catalogCourseId}/my-rating/draft`, body: { comments: 42 } }),
  },
  'DELETE /api/courses/{id}/my-rating/draft': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/my-rating/draft` }),
    foreignObject: (f) => ({ path: `/api/courses/${f.catalogCourseId}/my-rating/draft` }),
    badInput: () => ({ path: '/api/courses/not!a!course/my-rating/draft' }),
  },
  'GET /api/courses/{id}/ratings': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/ratings` }),
    foreignObject: na('community figures of a shared course: every golfer may read them'),
    badInput: () => ({ path: '/api/courses/not!a!course/ratings' }),
  },
  'GET /api/courses/{id}/ratings/comments': {
    request: (f) => ({ path: `/api/courses/${f.catalogCourseId}/ratings/comments` }),
    foreignObject: na('comments golfers chose to share on a shared course: every golfer may read them'),
    badInput: (f) => ({ path: `/api/courses/${f.catalogCourseId}/ratings/comments?limit=-1` }),
  },
  'GET /api/courses/fescue-list': {
    request: () => ({ path: '/api/courses/fescue-list' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses/fescue-list?limit=1e9' }),
  },
  'GET /api/courses/golfers-choice': {
    request: () => ({ path: '/api/courses/golfers-choice' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/courses/golfers-choice?limit=1e9' }),
  },
  // bucket list
  'GET /api/user/bucket-list': {
    request: () => ({ path: '/api/user/bucket-list' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/user/bucket-list?limit=many' }),
  },
  'POST /api/user/bucket-list': {
    request: (f) => ({ path: '/api/user/bucket-list', body: { courseId: f.catalogCourseId } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: (f) => ({ path: '/api/user/bucket-list', body: { courseId: f.catalogCourseId, priority: 11 } }),
  },
  'PATCH /api/user/bucket-list/{courseId}': {
    request: (f) => ({ path: `/api/user/bucket-list/${f.catalogCourseId}`, body: { priority: 2 } }),
    foreignObject: (f) => ({ path: `/api/user/bucket-list/${f.catalogCourseId}`, body: { priority: 2 } }),
    badInput: (f) => ({ path: `/api/user/bucket-list/${f.catalogCourseId}`, body: { priority: 'top' } }),
  },
  'DELETE /api/user/bucket-list/{courseId}': {
    request: (f) => ({ path: `/api/user/bucket-list/${f.catalogCourseId}` }),
    foreignObject: (f) => ({ path: `/api/user/bucket-list/${f.catalogCourseId}` }),
    badInput: () => ({ path: '/api/user/bucket-list/not!a!course' }),
  },
  'GET /api/user/map': {
    request: () => ({ path: '/api/user/map' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  // played without a round
  'GET /api/played-courses': {
    request: () => ({ path: '/api/played-courses' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PUT /api/played-courses/{courseId}': {
    request: (f) => ({ path: `/api/played-courses/${f.catalogCourseId}`, body: { year: 2015 } }),
    foreignObject: na('the course is shared catalog: the route writes the session golfer’s own mark of it'),
    badInput: (f) => ({ path: `/api/played-courses/${f.catalogCourseId}`, body: { year: 'long ago' } }),
  },
  'DELETE /api/played-courses/{courseId}': {
    request: (f) => ({ path: `/api/played-courses/${f.catalogCourseId}` }),
    foreignObject: (f) => ({ path: `/api/played-courses/${f.catalogCourseId}` }),
    badInput: () => ({ path: '/api/played-courses/not!a!course' }),
  },
  // collections
  'GET /api/collections': {
    request: () => ({ path: '/api/collections' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/collections': {
    request: () => ({ path: '/api/collections', body: { name: 'Intruder list' } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/collections', body: { name: '' } }),
  },
  'GET /api/collections/{id}': {
    request: (f) => ({ path: `/api/collections/${f.ownerListId}` }),
    foreignObject: (f) => ({ path: `/api/collections/${f.ownerListId}` }),
    badInput: () => ({ path: '/api/collections/Not!A!List' }),
  },
  'PATCH /api/collections/{id}': {
    request: (f) => ({ path: `/api/collections/${f.ownerListId}`, body: { name: 'Renamed' } }),
    foreignObject: (f) => ({ path: `/api/collections/${f.ownerListId}`, body: { name: 'Renamed' } }),
    badInput: (f) => ({ path: `/api/collections/${f.ownerListId}`, body: { visibility: 'public' } }),
  },
  'DELETE /api/collections/{id}': {
    request: (f) => ({ path: `/api/collections/${f.ownerListId}` }),
    foreignObject: (f) => ({ path: `/api/collections/${f.ownerListId}` }),
    badInput: () => ({ path: '/api/collections/Not!A!List' }),
  },
  // GHIN
  'POST /api/ghin/connect': {
    request: () => ({ path: '/api/ghin/connect', body: { username: '1234567', password: 'secret' } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/ghin/connect', body: { username: '' } }),
  },
  'POST /api/ghin/test': {
    request: () => ({ path: '/api/ghin/test' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/ghin/sync': {
    request: () => ({ path: '/api/ghin/sync', body: {} }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/ghin/sync', body: { all: 'yes' } }),
  },
  'PUT /api/ghin/manual': {
    request: () => ({ path: '/api/ghin/manual', body: { ghinNumber: '1234567' } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/ghin/manual', body: { ghinNumber: 'G-1' } }),
  },
  'GET /api/ghin/status': {
    request: () => ({ path: '/api/ghin/status' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PUT /api/ghin/settings': {
    request: () => ({ path: '/api/ghin/settings', body: { syncEnabled: false } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/ghin/settings', body: { syncEnabled: 'on' } }),
  },
  'DELETE /api/ghin/rounds': {
    request: () => ({ path: '/api/ghin/rounds' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/ghin/handicap-history': {
    request: () => ({ path: '/api/ghin/handicap-history' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/handicap/estimate': {
    request: () => ({ path: '/api/handicap/estimate' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  // trips
  'GET /api/trips': {
    request: () => ({ path: '/api/trips' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/trips': {
    request: (f) => ({ path: '/api/trips', body: tripPlan(f) }),
    foreignObject: NO_PATH_OBJECT,
    badInput: (f) => ({ path: '/api/trips', body: { ...tripPlan(f), endDate: '2027-05-01' } }),
  },
  'GET /api/trips/{id}': {
    request: (f) => ({ path: `/api/trips/${f.ownerTripId}` }),
    foreignObject: (f) => ({ path: `/api/trips/${f.ownerTripId}` }),
    badInput: () => ({ path: '/api/trips/not-a-trip' }),
  },
  'PUT /api/trips/{id}': {
    request: (f) => ({ path: `/api/trips/${f.ownerTripId}`, body: tripPlan(f) }),
    foreignObject: (f) => ({ path: `/api/trips/${f.ownerTripId}`, body: tripPlan(f) }),
    badInput: (f) => ({ path: `/api/trips/${f.ownerTripId}`, body: { ...tripPlan(f), name: '' } }),
  },
  'DELETE /api/trips/{id}': {
    request: (f) => ({ path: `/api/trips/${f.ownerTripId}` }),
    foreignObject: (f) => ({ path: `/api/trips/${f.ownerTripId}` }),
    badInput: () => ({ path: '/api/trips/not-a-trip' }),
  },
  'GET /api/trips/{id}/report': {
    request: (f) => ({ path: `/api/trips/${f.ownerTripId}/report` }),
    foreignObject: (f) => ({ path: `/api/trips/${f.ownerTripId}/report` }),
    badInput: () => ({ path: '/api/trips/not-a-trip/report' }),
  },
  'GET /api/courses/nearby': {
    request: () => ({ path: '/api/courses/nearby?latitude=56.34&longitude=-2.8&radiusMiles=10' }),
    foreignObject: na(
      'no path object: the courses are shared catalog; only the golfer’s own bucket list is read',
    ),
    badInput: () => ({ path: '/api/courses/nearby?latitude=91&longitude=-2.8' }),
  },
  // achievements
  'GET /api/achievements': {
    request: () => ({ path: '/api/achievements' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'GET /api/achievements/recommendations': {
    request: () => ({ path: '/api/achievements/recommendations' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PUT /api/achievements/quest': {
    request: () => ({ path: '/api/achievements/quest', body: { achievementId: null } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/achievements/quest', body: { achievementId: 7 } }),
  },
  'GET /api/achievements/leaderboard': {
    request: () => ({ path: '/api/achievements/leaderboard' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'PUT /api/achievements/leaderboard': {
    request: () => ({ path: '/api/achievements/leaderboard', body: { optIn: true } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/achievements/leaderboard', body: { optIn: 'yes' } }),
  },
  // community
  'GET /api/community/stories': {
    request: () => ({ path: '/api/community/stories' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/community/stories?limit=0' }),
  },
  'GET /api/community/overview': {
    request: () => ({ path: '/api/community/overview' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/community/stories/{id}/report': {
    request: (f) => ({
      path: `/api/community/stories/${f.ownerRoundId}/report`,
      body: { reason: 'Not golf' },
    }),
    foreignObject: na(
      'reporting another golfer’s shared story is what the route is for (one’s own is a 400)',
    ),
    badInput: (f) => ({ path: `/api/community/stories/${f.ownerRoundId}/report`, body: { reason: 'x' } }),
  },
  'PUT /api/admin/community/stories/{id}/hidden': {
    request: (f) => ({
      path: `/api/admin/community/stories/${f.ownerRoundId}/hidden`,
      body: { hidden: true },
    }),
    foreignObject: OPERATOR_SHARED,
    badInput: (f) => ({
      path: `/api/admin/community/stories/${f.ownerRoundId}/hidden`,
      body: { hidden: 'yes' },
    }),
    operatorOnly: true,
  },
  'GET /api/events': {
    request: () => ({ path: '/api/events' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/events/{id}/reservation': {
    request: (f) => ({ path: `/api/events/${f.eventId}/reservation` }),
    foreignObject: na('events are shared: taking a seat at one is what the route is for'),
    badInput: () => ({ path: '/api/events/not-an-event/reservation' }),
  },
  'DELETE /api/events/{id}/reservation': {
    request: (f) => ({ path: `/api/events/${f.eventId}/reservation` }),
    // The owner holds a seat there; the intruder cannot give it back.
    foreignObject: (f) => ({ path: `/api/events/${f.eventId}/reservation` }),
    badInput: () => ({ path: '/api/events/not-an-event/reservation' }),
  },
  // imports
  'POST /api/imports/preview': {
    request: () => ({ path: '/api/imports/preview', body: { draft: importDraft } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/imports/preview', body: { draft: { ...importDraft, bucketList: [] } } }),
  },
  'POST /api/imports': {
    request: () => ({ path: '/api/imports', body: { source: 'thegrint', label: null } }),
    foreignObject: NO_PATH_OBJECT,
    badInput: () => ({ path: '/api/imports', body: { source: 'myspace', label: null } }),
  },
  'GET /api/imports': {
    request: () => ({ path: '/api/imports' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'POST /api/imports/{id}/items': {
    request: (f) => ({ path: `/api/imports/${f.ownerImportId}/items`, body: emptyChunk }),
    foreignObject: (f) => ({ path: `/api/imports/${f.ownerImportId}/items`, body: emptyChunk }),
    badInput: (f) => ({
      path: `/api/imports/${f.ownerImportId}/items`,
      body: { ...emptyChunk, rounds: 'all' },
    }),
  },
  'POST /api/imports/{id}/finish': {
    request: (f) => ({ path: `/api/imports/${f.ownerImportId}/finish` }),
    foreignObject: (f) => ({ path: `/api/imports/${f.ownerImportId}/finish` }),
    badInput: () => ({ path: '/api/imports/not-an-import/finish' }),
  },
  'POST /api/imports/{id}/undo': {
    request: (f) => ({ path: `/api/imports/${f.ownerImportId}/undo` }),
    foreignObject: (f) => ({ path: `/api/imports/${f.ownerImportId}/undo` }),
    badInput: () => ({ path: '/api/imports/not-an-import/undo' }),
  },
  'POST /api/admin/events': {
    request: () => ({
      path: '/api/admin/events',
      body: {
        title: 'Matrix Open',
        location: 'Bandon',
        startDate: '2031-05-01',
        maxAttendees: 8,
        category: 'Tournament',
      },
    }),
    foreignObject: OPERATOR_SHARED,
    badInput: () => ({ path: '/api/admin/events', body: { title: 'Matrix Open', maxAttendees: 0 } }),
    operatorOnly: true,
  },
  'PUT /api/admin/premium': {
    request: () => ({
      path: '/api/admin/premium',
      body: { userId: '00000000-0000-4000-8000-000000000000', isPremium: true },
    }),
    foreignObject: OPERATOR_SHARED,
    badInput: () => ({ path: '/api/admin/premium', body: { email: 'jordan@fescue.golf', isPremium: true } }),
    operatorOnly: true,
  },
  'GET /api/admin/members': {
    request: () => ({ path: '/api/admin/members?email=jordan%40fescue.golf' }),
    foreignObject: OPERATOR_SHARED,
    badInput: () => ({ path: '/api/admin/members?email=not-an-email' }),
    operatorOnly: true,
  },
  'GET /api/admin/operations': {
    request: () => ({ path: '/api/admin/operations' }),
    foreignObject: OPERATOR_SHARED,
    badInput: na('no input: the Operations page takes nothing but the operator’s session'),
    operatorOnly: true,
  },
  'GET /api/admin/audit': {
    request: () => ({ path: '/api/admin/audit' }),
    foreignObject: OPERATOR_SHARED,
    badInput: () => ({ path: '/api/admin/audit?limit=0' }),
    operatorOnly: true,
  },
  // sharing
  'POST /api/sharing/links': {
    request: () => ({ path: '/api/sharing/links', body: { kind: 'profile' } }),
    foreignObject: na(
      'a profile link shares the session golfer’s own; a trip’s or list’s loader checks its owner',
    ),
    badInput: () => ({ path: '/api/sharing/links', body: { kind: 'profile', showPhotos: 'yes' } }),
  },
  'GET /api/sharing/links': {
    request: () => ({ path: '/api/sharing/links' }),
    foreignObject: NO_PATH_OBJECT,
    badInput: NO_INPUT,
  },
  'DELETE /api/sharing/links/{token}': {
    request: (f) => ({ path: `/api/sharing/links/${f.ownerShareToken}` }),
    foreignObject: (f) => ({ path: `/api/sharing/links/${f.ownerShareToken}` }),
    badInput: () => ({ path: '/api/sharing/links/not-a-token' }),
  },
  'PUT /api/sharing/links/{token}/image': {
    request: (f) => ({ path: `/api/sharing/links/${f.ownerShareToken}/image`, body: { key: CARD_KEY } }),
    foreignObject: (f) => ({
      path: `/api/sharing/links/${f.ownerShareToken}/image`,
      body: { key: CARD_KEY },
    }),
    badInput: (f) => ({ path: `/api/sharing/links/${f.ownerShareToken}/image`, body: { key: 'card.png' } }),
  },
  'GET /api/shared/{token}': {
    request: (f) => ({ path: `/api/shared/${f.ownerShareToken}` }),
    public: SHARED_PAGE,
    foreignObject: LINK_IS_CONSENT,
    badInput: () => ({ path: '/api/shared/not-a-token' }),
  },
  'GET /s/{token}': {
    request: (f) => ({ path: `/s/${f.ownerShareToken}` }),
    public: SHARED_PAGE,
    foreignObject: LINK_IS_CONSENT,
    badInput: () => ({ path: '/s/not-a-token' }),
  },
};

/** A well-formed upload key of nobody's: the link is checked (404) before the upload is. */
const CARD_KEY = 'uploads/nobody/01ARZ3NDEKTSV4RRFFQ69G5FAV.png';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_ORIGIN = 'https://attacker.example.test';
const ROUTES = Object.values(endpointGroups).flatMap((group) => group.routes);

function methodOf(routeKey: string): string {
  return routeKey.split(' ')[0]!;
}

/** The same token with its payload changed (the intruder claims the owner's `sub`) and the old signature. */
function tamper(idToken: string, sub: string): string {
  const [header, payload, signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url'), signature].join('.');
}

let fixtures: Fixtures;
let intruder: string;
let operator: string;
/** Each refused session, by the case's name. */
let refusedSessions: [name: string, cookie: string | undefined][];
/** The table once the fixtures are written, before any refused request. */
let before: Map<string, string>;

beforeAll(async () => {
  const owner = await signIn(freshEmail('matrix-owner'));
  const other = await signIn(freshEmail('matrix-intruder'));
  intruder = other.cookie;
  operator = (await signIn(OPERATOR_EMAIL)).cookie;

  const ownerCourseId = await createTestCourse(owner.cookie, 'Matrix');
  const ownerRoundId = (await createTestRound(owner.cookie, ownerCourseId, { sharedToCommunity: true })).id;
  const catalogCourseId = 'old-course-st-andrews';
  const must = async (response: Promise<Response>, status: number) =>
    expect((await response).status).toBe(status);
  await must(
    apiFetch(`/api/courses/${ownerCourseId}/my-rating`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: rating,
    }),
    200,
  );
  await must(
    apiFetch(`/api/courses/${catalogCourseId}/my-rating/draft`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { comments: 'Owner draft' },
    }),
    200,
  );
  await must(
    apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie: owner.cookie,
      body: { courseId: catalogCourseId },
    }),
    201,
  );
  await must(
    apiFetch(`/api/played-courses/${catalogCourseId}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { before2000: true },
    }),
    201,
  );
  const events = eventsResponseSchema.parse(
    await (await apiFetch('/api/events', { cookie: owner.cookie })).json(),
  );
  const open = events.events.find((event) => !event.isPremiumOnly && event.spotsFilled < event.maxAttendees);
  if (!open) throw new Error('The seed has no open event to reserve');
  await must(apiFetch(`/api/events/${open.id}/reservation`, { method: 'POST', cookie: owner.cookie }), 200);
  const started = await apiFetch('/api/imports', {
    method: 'POST',
    cookie: owner.cookie,
    body: { source: 'spreadsheet', label: 'Matrix import' },
  });
  expect(started.status).toBe(201);
  const ownerImportId = ((await started.json()) as { id: string }).id;
  const trip = await apiFetch('/api/trips', {
    method: 'POST',
    cookie: owner.cookie,
    body: tripPlan({ catalogCourseId } as Fixtures),
  });
  expect(trip.status).toBe(201);
  const ownerTripId = ((await trip.json()) as { id: string }).id;
  const shared = await apiFetch('/api/sharing/links', {
    method: 'POST',
    cookie: owner.cookie,
    body: { kind: 'profile' },
  });
  expect(shared.status).toBe(201);
  const ownerShareToken = ((await shared.json()) as { link: { token: string } }).link.token;
  const listed = await apiFetch('/api/collections', {
    method: 'POST',
    cookie: owner.cookie,
    body: { name: 'Matrix list', courseIds: [catalogCourseId] },
  });
  expect(listed.status).toBe(201);
  const ownerListId = ((await listed.json()) as { id: string }).id;
  fixtures = {
    ownerCourseId,
    ownerRoundId,
    catalogCourseId,
    eventId: open.id,
    ownerImportId,
    ownerTripId,
    ownerShareToken,
    ownerListId,
  };

  refusedSessions = [
    ['no session', undefined],
    ['a tampered token', sessionCookie(tamper(other.idToken, owner.userId))],
    ['an expired token', sessionCookie(await mintIdToken({ sub: other.userId, expiresInSeconds: -60 }))],
    [
      'a token from another issuer',
      sessionCookie(await mintIdToken({ sub: other.userId, issuer: 'https://issuer.example.test' })),
    ],
  ];
  before = await tableSnapshot();
}, 120_000);

describe('the authorization matrix', () => {
  it('has the cases of exactly the routes of the endpoint groups', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ROUTES].sort());
  });

  it('gives every case that does not apply a one-line reason', () => {
    for (const [routeKey, cases] of Object.entries(CASES)) {
      for (const value of [cases.public, cases.foreignObject, cases.badInput]) {
        if (isNa(value)) expect(value.na, routeKey).toMatch(/^[^\n]{10,140}$/);
      }
    }
  });

  for (const routeKey of ROUTES) {
    const cases = CASES[routeKey];
    const method = methodOf(routeKey);
    // The public sign-in navigations (GET, no object, no input to refuse) have only their reasons above.
    const nothingToRefuse =
      cases?.public && isNa(cases.foreignObject) && isNa(cases.badInput) && !MUTATING.has(method);
    if (nothingToRefuse) continue;
    it(`${routeKey}: refuses`, async (context) => {
      if (!cases) return context.skip('no cases: see the first test');
      const send = (request: MatrixRequest, cookie: string | undefined, origin?: string) =>
        apiFetch(request.path, {
          method,
          ...(cookie ? { cookie } : {}),
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(origin ? { origin } : {}),
        });
      const expectations: [string, Promise<Response>, number][] = [];

      if (!cases.public) {
        for (const [name, cookie] of refusedSessions) {
          expectations.push([name, send(cases.request(fixtures), cookie), 401]);
        }
      }
      if (!isNa(cases.foreignObject)) {
        expectations.push(["another golfer's object", send(cases.foreignObject(fixtures), intruder), 404]);
      }
      if (!isNa(cases.badInput)) {
        const cookie = cases.operatorOnly ? operator : intruder;
        expectations.push(['bad input', send(cases.badInput(fixtures), cookie), 400]);
      }
      if (MUTATING.has(method)) {
        const cookie = cases.operatorOnly ? operator : intruder;
        expectations.push(['a foreign Origin', send(cases.request(fixtures), cookie, FOREIGN_ORIGIN), 403]);
      }
      if (cases.operatorOnly) {
        expectations.push(['a golfer on an operator route', send(cases.request(fixtures), intruder), 403]);
      }

      const answers = await Promise.all(expectations.map(([, response]) => response));
      const statuses = Object.fromEntries(expectations.map(([name], i) => [name, answers[i]!.status]));
      const expected = Object.fromEntries(expectations.map(([name, , status]) => [name, status]));
      expect(statuses).toEqual(expected);
    });
  }

  it('wrote nothing for any refused request of any route', async () => {
    expect(snapshotChanges(before, await tableSnapshot())).toEqual([]);
  });

  it('signs the intruder in for real, so their 404s and 400s above are not a broken session', async () => {
    expect((await apiFetch('/api/user', { cookie: intruder })).status).toBe(200);
  });
});
