import { spawnSync } from 'node:child_process';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { startLocalStack } from '../local/stack';
import { percentile } from './stats';

export interface RatingsBenchFigures {
  raters: number;
  rankedCourses: number;
  loadSeconds: number;
  calls: number;
  perRoute: { route: string; p50: number; p99: number; max: number; requests: number }[];
}

const COURSE_ID = 'pebble-beach-golf-links';
const RATERS = 300;
const RANKED_COURSES = 60;

/** A small deterministic generator, so every run writes the same ratings. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Course ratings: one course rated by 300 golfers (a third sharing comments) and 60 more courses
 * with 3 to 10 ratings each (The Fescue List), written through the ratings repository into an ephemeral
 * stack's DynamoDB Local; then the rating write routes and the course page's rating reads timed in-process
 * (zod parse, DynamoDB, shaping; the session middleware left out), DynamoDB requests counted by an SDK
 * middleware.
 */
export async function measureRatings({ calls = 30 } = {}): Promise<RatingsBenchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { loadSeedCatalog } = await import('../catalog/load-catalog');
    const { readCatalogEntries } = await import('../catalog/catalog-files');
    const { documentClient } = await import('../../functions/data/dynamo-client');
    const { submitCourseRating } = await import('../../functions/ratings/my-rating-repository');
    const { writeRound } = await import('../../functions/rounds/write/write-round');
    const { buildStoredRound } = await import('../../functions/rounds/build-round');
    const { createUserIfAbsent } = await import('../../functions/users/users-repository');
    const { ratingsRoutes } = await import('../../functions/ratings/handler');
    const { coursesRoutes } = await import('../../functions/courses/handler');
    const { httpEvent } = await import('../../functions/lib/testing/http-event');
    const { RATING_CATEGORIES, RATING_KEYS } = await import('#shared/ratings/categories');
    const { ratingSubmissionSchema } = await import('#shared/schemas/rating');
    const { ulid } = await import('ulid');

    const loadStart = performance.now();
    await loadSeedCatalog();
    const courseIds = readCatalogEntries()
      .map((entry) => entry.slug)
      .filter((id) => id !== COURSE_ID);
    const next = random(11);
    const submission = (commented: boolean) =>
      ratingSubmissionSchema.parse({
        ...Object.fromEntries(
          RATING_KEYS.map((key) => [key, next() < 0.15 ? 0 : 4 + Math.round(next() * 12) / 2]),
        ),
        overallExperience: 5 + Math.round(next() * 10) / 2,
        ratingTags: RATING_CATEGORIES.filter(() => next() < 0.3).map((c) => c.tags[Math.floor(next() * 5)]!),
        comments: commented ? `Bench comment ${Math.floor(next() * 1e6)}` : null,
        shareComments: commented,
      });
    const golfers = Array.from({ length: RATERS }, (_, index) => `bench-rater-${index}`);
    for (const [index, userId] of golfers.entries()) {
      await createUserIfAbsent({ sub: userId, email: null, givenName: `Rater${index}`, familyName: 'Bench' });
    }
    const writeAll = async (jobs: (() => Promise<unknown>)[], concurrency = 8) => {
      let cursor = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (cursor < jobs.length) await jobs[cursor++]!();
        }),
      );
    };
    await writeAll(
      golfers.map(
        (userId, index) => () => submitCourseRating(userId, COURSE_ID, submission(index % 3 === 0)),
      ),
    );
    const ranked = courseIds.slice(0, RANKED_COURSES);
    await writeAll(
      ranked.flatMap((courseId, index) =>
        golfers
          .slice(0, 3 + (index % 8))
          .map((userId) => () => submitCourseRating(userId, courseId, submission(false))),
      ),
    );
    // The golfer whose writes are timed has a round at the course.
    const timedGolfer = golfers[0]!;
    const now = new Date().toISOString();
    const roundId = ulid();
    await writeRound(
      undefined,
      buildStoredRound(
        {
          id: roundId,
          userId: timedGolfer,
          courseId: COURSE_ID,
          score: 85,
          par: 72,
          holes: 18,
          playedAt: now.slice(0, 10),
        },
        { now: new Date(now) },
      ),
    );
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let requests = 0;
    documentClient().middlewareStack.add(
      (nextHandler) => (args) => {
        requests += 1;
        return nextHandler(args);
      },
      { step: 'initialize', name: 'benchRatingsRequestCounter' },
    );
    type Route = {
      handle: (event: APIGatewayProxyEventV2, session: never) => Promise<{ statusCode?: number }>;
    };
    const { loadRoutes } = await import('../../functions/lib/http/http-handler');
    const routes = (await loadRoutes({ ...ratingsRoutes, ...coursesRoutes })) as unknown as Record<
      string,
      Route
    >;
    const session = { userId: timedGolfer } as never;
    const cases: { route: string; id: string; body?: () => unknown; query?: Record<string, string> }[] = [
      { route: 'PUT /api/courses/{id}/my-rating', id: COURSE_ID, body: () => submission(true) },
      { route: 'PATCH /api/rounds/{id}/rating', id: roundId, body: () => submission(false) },
      { route: 'PUT /api/courses/{id}/my-rating/draft', id: COURSE_ID, body: () => submission(false) },
      { route: 'GET /api/courses/{id}', id: COURSE_ID },
      { route: 'GET /api/courses/{id}/ratings', id: COURSE_ID },
      { route: 'GET /api/courses/{id}/my-rating', id: COURSE_ID },
      { route: 'GET /api/courses/{id}/ratings/comments', id: COURSE_ID, query: { limit: '5' } },
      { route: 'GET /api/courses/fescue-list', id: '', query: { limit: '10' } },
    ];
    const run = async ({ route, id, body, query }: (typeof cases)[number]) => {
      const event = httpEvent(route, { ...(body ? { body: body() } : {}), ...(query ? { query } : {}) });
      if (id) event.pathParameters = { id };
      requests = 0;
      const start = performance.now();
      const result = await routes[route]!.handle(event, session);
      const elapsed = performance.now() - start;
      if (result.statusCode !== 200) throw new Error(`${route} answered ${result.statusCode}`);
      return { elapsed, requests };
    };

    for (const item of cases) for (let i = 0; i < 3; i += 1) await run(item); // warm-up
    const perRoute: RatingsBenchFigures['perRoute'] = [];
    for (const item of cases) {
      const times: number[] = [];
      let lastRequests = 0;
      for (let i = 0; i < calls; i += 1) {
        const { elapsed, requests: made } = await run(item);
        times.push(elapsed);
        lastRequests = made;
      }
      times.sort((a, b) => a - b);
      perRoute.push({
        route: item.route,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1) ?? Number.NaN,
        requests: lastRequests,
      });
    }
    return { raters: RATERS, rankedCourses: ranked.length, loadSeconds, calls, perRoute };
  } finally {
    await stack.stop();
  }
}

/** Run as its own process (npm run bench spawns it): a process holds one local stack's handlers. */
export function runRatingsInChildProcess(): RatingsBenchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/ratings.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The ratings bench failed');
  return JSON.parse(lastLine) as RatingsBenchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureRatings()));
}
