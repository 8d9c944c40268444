import { spawnSync } from 'node:child_process';
import { startLocalStack } from '../local/stack';
import { benchCatalog } from './course-search';
import { percentile } from './stats';
import type { SessionRoute } from '../../functions/lib/http/http-handler';

export interface RoundsBenchFigures {
  rounds: number;
  courses: number;
  loadSeconds: number;
  calls: number;
  perRoute: {
    route: string;
    p50: number;
    p99: number;
    max: number;
    requests: number;
    /** The route's DynamoDB floor (scripts/bench/floors.ts): its requests and its raw calls' p50. */
    floorRequests: number;
    floorP50: number;
  }[];
  /**
   * The achievements' reaction to a write that changed rounds of any day (an import, a GHIN sync): every
   * stored unlock dated again from the 5,000 rounds' digests, p50 and p99 of `calls` runs.
   */
  redateAll: { p50: number; p99: number; unlocks: number };
}

const ROUTES = [
  'GET /api/rounds',
  'GET /api/user/stats',
  'GET /api/user/architect-stats',
  // What the scorecards tell: the sums round writes keep, one item whatever the number of rounds.
  'GET /api/user/card-stats',
  // Every passport tile, from all 5,000 rounds' facts and the 800 courses.
  'GET /api/user/passport',
  // The latest year in golf: the same reads as the passport, every round's digest to tell new courses.
  'GET /api/user/year-in-golf',
  // Achievements and recommendations of the same golfer, and Community's first page of stories.
  'GET /api/achievements',
  'GET /api/achievements/recommendations',
  'GET /api/community/stories',
  // A collection's page (its largest catalog list, the golfer's progress along it): never a round.
  'GET /api/collections/{id}',
  // The Collections screen: every list with the golfer's progress, from their 800 courses, never a round.
  'GET /api/collections',
] as const;
/** Every tenth round is shared, so Community's first page is full. */
const SHARED_EVERY = 10;
const USER_ID = 'bench-golfer-5000';

/** A small deterministic generator, so every run writes the same rounds. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A golfer with `total` rounds over `courseCount` courses in an ephemeral stack's DynamoDB Local, then the
 * rounds route modules timed in-process (zod parse, DynamoDB reads, shaping; the session middleware is left
 * out), with DynamoDB requests counted by an SDK middleware.
 */
export async function measureRounds5000({
  total = 5_000,
  courseCount = 800,
  calls = 30,
} = {}): Promise<RoundsBenchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { loadCatalog } = await import('../../functions/courses/catalog/load-catalog');
    const { batchWrite } = await import('../../functions/data/batch-write');
    const { documentClient } = await import('../../functions/data/dynamo-client');
    const { courseKeys, COURSE_LINK_ENTITY } = await import('../../functions/data/keys/course-keys');
    const { roundKeys, ROUND_ENTITY, ROUND_TOTALS_ENTITY } =
      await import('../../functions/data/keys/round-keys');
    const { architectNoteName, architectNoteValue, scoreCounterName } =
      await import('../../functions/rounds/round-totals');
    const { roundsRoutes } = await import('../../functions/rounds/handler');
    const { achievementsRoutes } = await import('../../functions/achievements/handler');
    const { communityRoutes } = await import('../../functions/community/handler');
    const { passportRoutes } = await import('../../functions/passport/handler');
    const { collectionsRoutes } = await import('../../functions/collections/handler');
    const { communityKeys, STORY_ENTITY } = await import('../../functions/data/keys/community-keys');
    const { rebuildGolferPassportTotals } = await import('../migrations/passport-totals');
    const { FLOORS, BENCH_COLLECTION_ID } = await import('./floors');
    const { loadRoutes } = await import('../../functions/lib/http/http-handler');
    const routeTable = await loadRoutes({
      ...roundsRoutes,
      ...passportRoutes,
      ...achievementsRoutes,
      ...communityRoutes,
      ...collectionsRoutes,
    });
    const { httpEvent } = await import('../../functions/lib/testing/http-event');
    const { ulid } = await import('ulid');

    const { createUserIfAbsent } = await import('../../functions/users/users-repository');

    const loadStart = performance.now();
    // The golfer's account, as their first sign-in made it: the writes a read may make (an achievement's
    // unlock) check it is open.
    await createUserIfAbsent({ sub: USER_ID });
    const catalog = benchCatalog(courseCount);
    await loadCatalog(catalog, { mode: 'sync', concurrency: 16 });

    // Rounds as writeRound stores them (round item, course link with its count and architect notes, round
    // totals), written in bulk: 5,000 transactions would spend the bench's time budget on loading.
    const next = random(7);
    const counts = new Map<string, number>();
    const notes = new Map<string, Record<string, string>>();
    const totals: Record<string, number> = {};
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < total; i += 1) {
      const courseId = (catalog[Math.floor(next() * catalog.length)] ?? catalog[0])?.slug ?? '';
      counts.set(courseId, (counts.get(courseId) ?? 0) + 1);
      const holes = next() < 0.15 ? 9 : 18;
      const playedAt = new Date(Date.UTC(2000, 0, 1) + Math.floor(next() * 9000) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const id = ulid();
      const now = new Date().toISOString();
      const score = holes === 9 ? 36 + Math.floor(next() * 20) : 72 + Math.floor(next() * 30);
      const roundArchitect = next() < 0.1 ? 'Bench Architect' : null;
      const counter = scoreCounterName(holes, score, holes === 9 ? 36 : 72);
      totals[counter] = (totals[counter] ?? 0) + 1;
      const note = architectNoteValue({ playedAt, roundArchitect });
      if (note) notes.set(courseId, { ...notes.get(courseId), [architectNoteName(id)]: note });
      if (i % SHARED_EVERY === 0) {
        items.push({
          ...communityKeys.story(id),
          ...communityKeys.storyFeed(playedAt, id),
          ...communityKeys.storyOfGolfer(USER_ID, id),
          entity: STORY_ENTITY,
          roundId: id,
          userId: USER_ID,
          courseId,
          score,
          par: holes === 9 ? 36 : 72,
          playedAt,
          notes: 'A windy afternoon with a good back nine.',
          overallExperience: 8,
          imageUrl: null,
          hidden: false,
        });
      }
      items.push({
        ...roundKeys.round(USER_ID, id),
        ...roundKeys.byPlayedAt(USER_ID, playedAt, id),
        entity: ROUND_ENTITY,
        id,
        userId: USER_ID,
        courseId,
        score,
        par: holes === 9 ? 36 : 72,
        holes,
        playedAt,
        roundType: 'Regular',
        roundArchitect,
        comments:
          next() < 0.5 ? 'A windy afternoon with a good back nine and a long walk between holes.' : null,
        overallExperience: 1 + Math.floor(next() * 5),
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const [courseId, roundCount] of counts) {
      items.push({
        ...courseKeys.courseLink(USER_ID, courseId),
        entity: COURSE_LINK_ENTITY,
        courseId,
        played: true,
        bucketList: false,
        roundCount,
        ...notes.get(courseId),
      });
    }
    items.push({ ...roundKeys.totals(USER_ID), entity: ROUND_TOTALS_ENTITY, ...totals });
    await batchWrite(
      items.map((Item) => ({ PutRequest: { Item } })),
      8,
    );
    // The passport's digests and course facts on the links, and the round days, as the round writes keep
    // them: rebuilt from the rounds by the migration's own code.
    await rebuildGolferPassportTotals(USER_ID);
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let requests = 0;
    documentClient().middlewareStack.add(
      (nextHandler) => (args) => {
        requests += 1;
        return nextHandler(args);
      },
      { step: 'initialize', name: 'benchRoundsRequestCounter' },
    );
    const session = { userId: USER_ID } as Parameters<SessionRoute['handle']>[1];
    const run = async (route: (typeof ROUTES)[number]) => {
      requests = 0;
      const start = performance.now();
      const event = route.includes('{id}')
        ? { ...httpEvent(route), pathParameters: { id: BENCH_COLLECTION_ID } }
        : httpEvent(route);
      const result = await (routeTable[route] as SessionRoute).handle(event, session);
      const elapsed = performance.now() - start;
      if (result.statusCode !== 200) throw new Error(`${route} answered ${result.statusCode}`);
      return { elapsed, requests };
    };

    const runFloor = async (route: (typeof ROUTES)[number]) => {
      requests = 0;
      const start = performance.now();
      await FLOORS[route].run(USER_ID);
      return { elapsed: performance.now() - start, requests };
    };

    for (const route of ROUTES) {
      for (let i = 0; i < 3; i += 1) await run(route); // warm-up
      for (let i = 0; i < 3; i += 1) await runFloor(route);
    }
    const perRoute: RoundsBenchFigures['perRoute'] = [];
    for (const route of ROUTES) {
      const times: number[] = [];
      const floorTimes: number[] = [];
      let lastRequests = 0;
      let floorRequests = 0;
      // Route and floor alternate, so a noisy moment of the machine weighs on both alike.
      for (let i = 0; i < calls; i += 1) {
        const { elapsed, requests: made } = await run(route);
        times.push(elapsed);
        lastRequests = made;
        const floor = await runFloor(route);
        floorTimes.push(floor.elapsed);
        floorRequests = floor.requests;
      }
      if (floorRequests !== FLOORS[route].requests) {
        throw new Error(
          `The floor of ${route} made ${floorRequests} requests, not ${FLOORS[route].requests}`,
        );
      }
      times.sort((a, b) => a - b);
      floorTimes.sort((a, b) => a - b);
      perRoute.push({
        route,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1) ?? Number.NaN,
        requests: lastRequests,
        floorRequests,
        floorP50: percentile(floorTimes, 50),
      });
    }
    const { reconcileAchievements } = await import('../../functions/achievements/reconcile-achievements');
    const redateTimes: number[] = [];
    let unlocks = 0;
    for (let i = 0; i < calls; i += 1) {
      const start = performance.now();
      const reconciled = await reconcileAchievements(USER_ID, {
        date: '2026-01-01',
        roundId: null,
        roundsFrom: '',
      });
      redateTimes.push(performance.now() - start);
      unlocks = reconciled.unlocks.size;
    }
    redateTimes.sort((a, b) => a - b);
    const redateAll = { p50: percentile(redateTimes, 50), p99: percentile(redateTimes, 99), unlocks };
    return { rounds: total, courses: counts.size, loadSeconds, calls, perRoute, redateAll };
  } finally {
    await stack.stop();
  }
}

/** Run as its own process (npm run bench spawns it): a process holds one local stack's handlers. */
export function runRounds5000InChildProcess(): RoundsBenchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/rounds-5000.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The 5,000-round bench failed');
  return JSON.parse(lastLine) as RoundsBenchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureRounds5000()));
}
