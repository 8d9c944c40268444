import {
  createImportBatchSchema,
  importBatchIdParamSchema,
  importChunkRequestSchema,
  importPreviewRequestSchema,
} from '#shared/imports/import-api';
import fc from 'fast-check';
import { teeSetIdParamSchema, teeSetInputSchema } from '#shared/scorecards/tee-set';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { importRoundsRequestSchema } from '#shared/rounds/csv-import';
import { deleteAccountSchema } from '#shared/schemas/account';
import { questPinSchema } from '#shared/schemas/achievement';
import {
  addBucketListEntrySchema,
  bucketListPathSchema,
  bucketListQuerySchema,
  updateBucketListEntrySchema,
} from '#shared/schemas/bucket-list';
import { markPlayedSchema, playedCoursePathSchema } from '#shared/played/played-mark';
import {
  collectionPathSchema,
  createOwnListSchema,
  updateOwnListSchema,
} from '#shared/collections/collection';
import {
  createEventSchema,
  eventIdParamSchema,
  leaderboardOptInSchema,
  memberLookupSchema,
  setPremiumSchema,
  storiesQuerySchema,
  storyHideSchema,
  storyIdParamSchema,
  storyReportSchema,
} from '#shared/schemas/community';
import { courseIdParamSchema } from '#shared/schemas/course';
import {
  courseListQuerySchema,
  courseSearchQuerySchema,
  createCourseSchema,
  updateCourseSchema,
} from '#shared/schemas/course-requests';
import { externalSearchQuerySchema } from '#shared/schemas/external-course';
import {
  ghinConnectSchema,
  ghinManualEntrySchema,
  ghinSettingsSchema,
  ghinSyncSchema,
} from '#shared/schemas/ghin';
import { passportQuerySchema } from '#shared/schemas/passport';
import { yearInGolfQuerySchema } from '#shared/year-in-golf/year-in-golf-schema';
import { photoUploadRequestSchema } from '#shared/schemas/photo';
import {
  ratingDraftInputSchema,
  ratingSubmissionSchema,
  sharedCommentsQuerySchema,
} from '#shared/schemas/rating';
import { roundIdParamSchema } from '#shared/schemas/round';
import { createRoundSchema, roundListQuerySchema, updateRoundSchema } from '#shared/schemas/round-requests';
import { profileUpdateSchema } from '#shared/schemas/user';
import { nearbyQuerySchema } from '#shared/trips/nearby';
import { tripIdParamSchema, tripInputSchema } from '#shared/trips/trip';
import { handlerEnvironment, mintIdToken, signIn } from '../scripts/local/testing';
import { OPERATOR_EMAIL } from '../scripts/local/local-accounts';
import { loginQuerySchema } from './auth/routes/login';
import { externalCourseIdSchema } from './courses/routes/add-external-course';
import { endpointGroups } from './endpoint-groups';
import { SESSION_COOKIE } from './lib/cookie-names';
import { ENV } from './lib/config';
import { inProcessApi, type InProcessRequest, type InProcessResponse } from './lib/testing/in-process-api';
import {
  arbitraryOf,
  deepJsonText,
  jsonSchemaOf,
  mutated,
  unicodeText,
  wrongValue,
} from './lib/testing/schema-arbitrary';
import { auditQuerySchema } from '#shared/schemas/operations';
import {
  createShareLinkSchema,
  shareCardImageSchema,
  shareTokenParamsSchema,
} from '#shared/sharing/share-link';
import { fescueListQuerySchema } from './ratings/routes/list-fescue-list';

/**
 * Property-based fuzzing of every route (docs/architecture.md, "Every route proven"): requests generated from
 * the route's zod schemas (values of the right shape, then one field wrong) and beyond them (any JSON,
 * malformed JSON, huge strings, deep nesting, unicode, wrong content types, garbage sessions). For every one:
 * no 5xx, no stack trace or internal name in the body, and nothing written when the answer is 400.
 *
 * The handlers are called in this process, with the event the local adapter builds (api-event.ts) and
 * against the same DynamoDB Local, OpenID provider and fakes: over HTTP, 1,000 cases for each of ~60 routes
 * took far over the suite's budget, and in process every call also reports the DynamoDB writes it made,
 * where over HTTP only a Scan of the whole table per case could tell. FUZZ_RUNS sets the cases per route
 * (1,000 in `npm test`, 10,000 in `npm run fuzz`).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  path?: z.ZodType;
  /** Whose session the valid-session cases carry: the operator's on operator routes that take input. */
  session?: 'golfer' | 'operator';
}

const callbackQuerySchema = z.object({ code: z.string(), state: z.string(), error: z.string().optional() });
const courseRoute: RouteInputs = { path: courseIdParamSchema };

/** Keyed by route key; a test checks the keys are the endpoint groups' routes, so a new route needs its entry. */
const INPUTS: Record<string, RouteInputs> = {
  'GET /api/login': { query: loginQuerySchema },
  'GET /api/callback': { query: callbackQuerySchema },
  'GET /api/logout': {},
  'GET /api/auth/user': {},
  'POST /api/auth/refresh': {},
  'GET /api/user': {},
  'PATCH /api/user/profile': { body: profileUpdateSchema },
  'GET /api/user/export': {},
  // Its golfer is the route's own (see below): a valid case deletes that account, and later cases get 401.
  'DELETE /api/user': { body: deleteAccountSchema },
  'GET /api/courses': { query: courseListQuerySchema },
  'GET /api/courses/search': { query: courseSearchQuerySchema },
  'GET /api/courses/search/suggestion': { query: courseSearchQuerySchema },
  'POST /api/courses': { body: createCourseSchema },
  'GET /api/courses/{id}': courseRoute,
  'PATCH /api/courses/{id}': { path: courseIdParamSchema, body: updateCourseSchema },
  'GET /api/courses/{id}/tee-sets': courseRoute,
  'PUT /api/courses/{id}/tee-sets/{teeSetId}': { path: teeSetIdParamSchema, body: teeSetInputSchema },
  'GET /api/courses/{id}/tee-sets/{teeSetId}/history': { path: teeSetIdParamSchema },
  'GET /api/architects': {},
  'GET /api/rankings/course-ids': {},
  // A golfer's session only: as the operator, every case would re-read the whole bundled US set.
  'POST /api/courses/import/us-database': { session: 'golfer' },
  'GET /api/external-courses/status': {},
  'GET /api/external-courses/search': { query: externalSearchQuerySchema },
  'POST /api/external-courses/{id}/add': { path: externalCourseIdSchema },
  'POST /api/rounds': { body: createRoundSchema },
  'GET /api/rounds': { query: roundListQuerySchema },
  'GET /api/rounds/recent': {},
  'PATCH /api/rounds/{id}': { path: roundIdParamSchema, body: updateRoundSchema },
  'DELETE /api/rounds/{id}': { path: roundIdParamSchema },
  'POST /api/rounds/upload-url': { body: photoUploadRequestSchema },
  'POST /api/rounds/import': { body: importRoundsRequestSchema },
  'GET /api/user/stats': {},
  'GET /api/user/architect-stats': {},
  'GET /api/user/card-stats': {},
  'GET /api/courses/{id}/my-holes': courseRoute,
  'GET /api/user/passport': { query: passportQuerySchema },
  'GET /api/user/year-in-golf': { query: yearInGolfQuerySchema },
  'PATCH /api/rounds/{id}/rating': { path: roundIdParamSchema, body: ratingSubmissionSchema },
  'GET /api/courses/{id}/my-rating': courseRoute,
  'PUT /api/courses/{id}/my-rating': { path: courseIdParamSchema, body: ratingSubmissionSchema },
  'DELETE /api/courses/{id}/my-rating': courseRoute,
  'PUT /api/courses/{id}/my-rating/draft': { path: courseIdParamSchema, body: ratingDraftInputSchema },
  'DELETE /api/courses/{id}/my-rating/draft': courseRoute,
  'GET /api/courses/{id}/ratings': courseRoute,
  'GET /api/courses/{id}/ratings/comments': { path: courseIdParamSchema, query: sharedCommentsQuerySchema },
  'GET /api/courses/fescue-list': { query: fescueListQuerySchema },
  'GET /api/courses/golfers-choice': { query: fescueListQuerySchema },
  'GET /api/user/bucket-list': { query: bucketListQuerySchema },
  'POST /api/user/bucket-list': { body: addBucketListEntrySchema },
  'PATCH /api/user/bucket-list/{courseId}': { path: bucketListPathSchema, body: updateBucketListEntrySchema },
  'DELETE /api/user/bucket-list/{courseId}': { path: bucketListPathSchema },
  'GET /api/user/map': {},
  'GET /api/played-courses': {},
  'PUT /api/played-courses/{courseId}': { path: playedCoursePathSchema, body: markPlayedSchema },
  'DELETE /api/played-courses/{courseId}': { path: playedCoursePathSchema },
  'GET /api/collections': {},
  'POST /api/collections': { body: createOwnListSchema },
  'GET /api/collections/{id}': { path: collectionPathSchema },
  'PATCH /api/collections/{id}': { path: collectionPathSchema, body: updateOwnListSchema },
  'DELETE /api/collections/{id}': { path: collectionPathSchema },
  'POST /api/ghin/connect': { body: ghinConnectSchema },
  'POST /api/ghin/test': {},
  'POST /api/ghin/sync': { body: ghinSyncSchema },
  'PUT /api/ghin/manual': { body: ghinManualEntrySchema },
  'GET /api/ghin/status': {},
  'PUT /api/ghin/settings': { body: ghinSettingsSchema },
  'DELETE /api/ghin/rounds': {},
  'GET /api/ghin/handicap-history': {},
  'GET /api/handicap/estimate': {},
  'POST /api/imports/preview': { body: importPreviewRequestSchema },
  'POST /api/imports': { body: createImportBatchSchema },
  'GET /api/imports': {},
  'POST /api/imports/{id}/items': { path: importBatchIdParamSchema, body: importChunkRequestSchema },
  'POST /api/imports/{id}/finish': { path: importBatchIdParamSchema },
  'POST /api/imports/{id}/undo': { path: importBatchIdParamSchema },
  'GET /api/trips': {},
  'POST /api/trips': { body: tripInputSchema },
  'GET /api/trips/{id}': { path: tripIdParamSchema },
  'PUT /api/trips/{id}': { path: tripIdParamSchema, body: tripInputSchema },
  'DELETE /api/trips/{id}': { path: tripIdParamSchema },
  'GET /api/trips/{id}/report': { path: tripIdParamSchema },
  'GET /api/courses/nearby': { query: nearbyQuerySchema },
  'GET /api/achievements': {},
  'GET /api/achievements/recommendations': {},
  'PUT /api/achievements/quest': { body: questPinSchema },
  'GET /api/achievements/leaderboard': {},
  'PUT /api/achievements/leaderboard': { body: leaderboardOptInSchema },
  'GET /api/community/stories': { query: storiesQuerySchema },
  'GET /api/community/overview': {},
  'POST /api/community/stories/{id}/report': { path: storyIdParamSchema, body: storyReportSchema },
  'PUT /api/admin/community/stories/{id}/hidden': {
    path: storyIdParamSchema,
    body: storyHideSchema,
    session: 'operator',
  },
  'GET /api/events': {},
  'POST /api/events/{id}/reservation': { path: eventIdParamSchema },
  'DELETE /api/events/{id}/reservation': { path: eventIdParamSchema },
  'POST /api/admin/events': { body: createEventSchema, session: 'operator' },
  'PUT /api/admin/premium': { body: setPremiumSchema, session: 'operator' },
  'GET /api/admin/members': { query: memberLookupSchema, session: 'operator' },
  'GET /api/admin/operations': { session: 'operator' },
  'GET /api/admin/audit': { query: auditQuerySchema, session: 'operator' },
  'POST /api/sharing/links': { body: createShareLinkSchema },
  'GET /api/sharing/links': {},
  'DELETE /api/sharing/links/{token}': { path: shareTokenParamsSchema },
  'PUT /api/sharing/links/{token}/image': { path: shareTokenParamsSchema, body: shareCardImageSchema },
  'GET /api/shared/{token}': { path: shareTokenParamsSchema },
  'GET /s/{token}': { path: shareTokenParamsSchema },
};

/** Internal names and stack traces that must never reach a client. */
const LEAKS: RegExp[] = [
  /DynamoDB/i,
  /ValidationException/,
  /ConditionalCheckFailed/,
  /TransactionCanceled/,
  /ResourceNotFoundException/,
  /ProvisionedThroughput|ThrottlingException/,
  /node_modules/,
  /\/work\//,
  /file:\/\//,
  /\.[cm]?[jt]sx?:\d+/,
  /\n\s+at /,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /\b(TypeError|RangeError|SyntaxError|ReferenceError)\b/,
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/xml',
];

interface Sessions {
  golfer: string;
  operator: string;
  appOrigin: string;
}

/** A session cookie that is not a valid session: garbage, a broken JWT, an oversized value. */
function badSessionCookie(valid: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('a.b.c', 'e30.e30.', `${valid}x`, valid.split('.').slice(0, 2).join('.')),
    fc
      .nat({ max: valid.length - 1 })
      .map((at) => `${valid.slice(0, at)}${valid[at] === 'A' ? 'B' : 'A'}${valid.slice(at + 1)}`),
    fc.constant('x'.repeat(9000)),
  );
}

function jsonFields(schema: z.ZodType | undefined): string[] {
  const properties = schema ? jsonSchemaOf(schema).properties : undefined;
  return Object.keys(properties ?? {});
}

/** Path parameters: valid-shaped from the schema, or any text. */
function pathArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string> | undefined> {
  if (!schema) return fc.constant(undefined);
  const fields = jsonFields(schema);
  const text = fc.oneof(
    unicodeText.filter((value) => value !== ''),
    fc.string({ minLength: 1, maxLength: 300 }),
    fc.constantFrom('..', '%', '%00', '../../etc/passwd', 'x'.repeat(5000), '{id}', 'null'),
  );
  const valid = arbitraryOf(jsonSchemaOf(schema)).map((value) => value as Record<string, string>);
  const wrong = fc
    .tuple(...fields.map(() => text))
    .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]!])));
  return fc.oneof(valid, wrong);
}

function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    params.append(name, typeof field === 'string' ? field : (JSON.stringify(field) ?? ''));
  }
  return params.toString();
}

/** The query string: valid-shaped, one field wrong, or any text. */
function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<string | undefined> {
  const raw = fc.oneof(
    fc.string({ maxLength: 100 }),
    unicodeText.map((text) => `q=${encodeURIComponent(text)}`),
  );
  if (!schema)
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: raw });
  const valid = arbitraryOf(jsonSchemaOf(schema));
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(toQueryString) },
    { weight: 3, arbitrary: mutated(valid, jsonFields(schema)).map(toQueryString) },
    { weight: 1, arbitrary: raw },
  );
}

interface BodyCase {
  body?: Buffer;
  contentType?: string;
}

/** The body: valid-shaped JSON, one field wrong, any JSON, malformed or huge or deep, in any content type. */
function bodyArbitrary(schema: z.ZodType | undefined, method: string): fc.Arbitrary<BodyCase> {
  const valid = schema ? arbitraryOf(jsonSchemaOf(schema)) : fc.constant({});
  const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
  const text = fc.oneof(
    { weight: 3, arbitrary: valid.map(json) },
    { weight: 3, arbitrary: mutated(valid, jsonFields(schema)).map(json) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 1, arbitrary: wrongValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 50 }),
          fc.constantFrom('{', '{"a":', '[1,]', '{"a":1}}', 'undefined', '\u0000', '\ufeff{}'),
        )
        .map((value) => Buffer.from(value)),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1000, max: 50_000 }).map((depth) => Buffer.from('['.repeat(depth))),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 10_000 }).map((depth) => Buffer.from(deepJsonText(depth))),
    },
    { weight: 1, arbitrary: fc.constant(json({ text: 'é'.repeat(300_000) })) },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const withBody = fc.record({ body: text, contentType });
  if (MUTATING.has(method))
    return fc.oneof({ weight: 12, arbitrary: withBody }, { weight: 1, arbitrary: fc.constant({}) });
  return fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: withBody });
}

function requestArbitrary(
  routeKey: string,
  inputs: RouteInputs,
  sessions: Sessions,
): fc.Arbitrary<InProcessRequest> {
  const method = routeKey.split(' ')[0]!;
  const validCookie = inputs.session === 'operator' ? sessions.operator : sessions.golfer;
  const takesInput = Boolean(inputs.body ?? inputs.query ?? inputs.path);
  // A route with no input reads nothing of the request but its session: most of its cases are sessions.
  const cookie = fc.oneof(
    { weight: takesInput ? 8 : 1, arbitrary: fc.constant<string | undefined>(validCookie) },
    { weight: takesInput ? 1 : 3, arbitrary: badSessionCookie(validCookie) },
  );
  const origin = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | undefined>(sessions.appOrigin) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, 'null', 'https://attacker.example.test') },
  );
  return fc
    .record({
      cookie,
      origin,
      pathParameters: pathArbitrary(inputs.path),
      query: queryArbitrary(inputs.query),
      body: bodyArbitrary(inputs.body, method),
    })
    .map(({ cookie: value, origin: from, pathParameters, query, body }) => ({
      routeKey,
      ...(pathParameters ? { pathParameters } : {}),
      ...(query ? { query } : {}),
      headers: {
        accept: 'application/json',
        ...(value === undefined ? {} : { cookie: `${SESSION_COOKIE}=${value}` }),
        ...(from === undefined || !MUTATING.has(method) ? {} : { origin: from }),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body.body ? { body: body.body } : {}),
    }));
}

/** What the request itself says, so that a leak pattern echoed from the input is not taken for a leak. */
function requestText(request: InProcessRequest): string {
  return [
    JSON.stringify(request.pathParameters ?? {}),
    request.query ?? '',
    request.body?.toString('utf8') ?? '',
  ].join('\n');
}

function problemsOf(request: InProcessRequest, response: InProcessResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  for (const pattern of LEAKS) {
    // The request is read only when the answer matches: a body can be a megabyte.
    if (pattern.test(response.body) && !pattern.test(requestText(request)))
      problems.push(`body leaks ${pattern}`);
  }
  if (response.statusCode === 400 && response.writes.length > 0) {
    problems.push(`400 after writing: ${response.writes.join(', ')}`);
  }
  return problems;
}

const ROUTES = Object.values(endpointGroups).flatMap((group) => group.routes);

let call: (request: InProcessRequest) => Promise<InProcessResponse>;
let operatorToken: string;
let appOrigin: string;

beforeAll(async () => {
  operatorToken = (await signIn(OPERATOR_EMAIL)).idToken;
  appOrigin = handlerEnvironment()[ENV.APP_ORIGIN]!;
  call = await inProcessApi();
}, 120_000);

describe('fuzzing every route', () => {
  it('has inputs for exactly the routes of the endpoint groups', () => {
    expect(Object.keys(INPUTS).sort()).toEqual([...ROUTES].sort());
  });

  it('sees what it checks: a write is recorded, and a 5xx, a leak or a write on a 400 is a problem', async () => {
    const sub = randomUUID();
    const cookie = `${SESSION_COOKIE}=${await mintIdToken({ sub, email: `fuzz-${sub}@example.test` })}`;
    const request: InProcessRequest = {
      routeKey: 'PUT /api/achievements/quest',
      headers: { cookie, origin: appOrigin, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ achievementId: null })),
    };
    const pinned = await call(request);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.writes).not.toEqual([]);
    expect(problemsOf(request, { ...pinned, statusCode: 400 })).toEqual([
      `400 after writing: ${pinned.writes.join(', ')}`,
    ]);
    const leak = 'Error\n    at handler (/work/functions/x.ts:1:2) DynamoDB';
    expect(problemsOf(request, { statusCode: 502, body: leak, writes: [] })).toHaveLength(6);
  });

  for (const routeKey of ROUTES) {
    it(`${routeKey}: ${RUNS} generated requests, no 5xx, no leak, no write on a 400`, async () => {
      const inputs = INPUTS[routeKey] ?? {};
      // A golfer of its own per route: what one route's cases write does not slow another's reads.
      const sub = randomUUID();
      const golfer = await mintIdToken({ sub, email: `fuzz-${sub}@example.test` });
      // Signed in as the callback would have done it: the golfer's record exists.
      const signedIn = await call({
        routeKey: 'GET /api/auth/user',
        headers: { cookie: `${SESSION_COOKIE}=${golfer}` },
      });
      expect(signedIn.statusCode).toBe(200);
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(routeKey, inputs, { golfer, operator: operatorToken, appOrigin }),
          async (request) => {
            const response = await call(request);
            expect(
              problemsOf(request, response),
              `${response.statusCode} ${response.body.slice(0, 300)}`,
            ).toEqual([]);
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      if (process.env.FUZZ_REPORT) {
        console.log(`[fuzz] ${routeKey}: ${RUNS} cases in ${Math.round(performance.now() - started)} ms`);
      }
    }, 600_000);
  }
});
