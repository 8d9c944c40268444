import { spawnSync } from 'node:child_process';
import { startLocalStack } from '../local/stack';
import { benchCatalog } from './course-search';
import { percentile } from './stats';

/**
 * The trip planner's search around a place (GET /api/courses/nearby) with 50,000 courses in DynamoDB Local:
 * the route module timed in-process (zod parse, the geo tallies read side by side with the golfer's bucket
 * list and own lists, the chosen cells' key ranges read side by side (their entries carry the community
 * figures), the distance filter), counting DynamoDB requests. Only what the search reads is loaded: each
 * course's geo entry, built by the same function the course writes use (geoEntryItem), and the geo tallies
 * counted from them as the catalog loader counts them. The bench catalog copies the real catalog's points; its
 * generated courses are spread up to about 60 miles around them here, so a search meets the density of a
 * golf region rather than fifty courses on one point.
 */
export interface TripSearchFigures {
  courses: number;
  loadSeconds: number;
  searches: number;
  p50: number;
  p99: number;
  max: number;
  perSearch: {
    place: string;
    radiusMiles: number;
    p50: number;
    p99: number;
    requests: number;
    /** Items DynamoDB read for one search (Query ScannedCount, BatchGetItem items found). */
    itemsRead: number;
    found: number;
  }[];
}

const PLACES = [
  { place: 'St Andrews', latitude: 56.339, longitude: -2.799 },
  { place: 'Pinehurst', latitude: 35.195, longitude: -79.469 },
  { place: 'Monterey', latitude: 36.6, longitude: -121.894 },
  { place: 'Dublin', latitude: 53.35, longitude: -6.26 },
  { place: 'Melbourne', latitude: -37.81, longitude: 144.96 },
  { place: 'Phoenix', latitude: 33.45, longitude: -112.07 },
] as const;
const RADII = [10, 30, 100, 200] as const;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

export async function measureTripSearch({ total = 50_000, rounds = 20 } = {}): Promise<TripSearchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { catalogEntryToCourse } = await import('../../functions/courses/catalog/catalog-course');
    const { geoEntryItem } = await import('../../functions/courses/course-items');
    const { recountGeoTallies, tallyCellsOfGeoKeys } = await import('../../functions/courses/geo-tallies');
    const { batchWrite } = await import('../../functions/data/batch-write');
    const { documentClient } = await import('../../functions/data/dynamo-client');
    const { searchNearbyCourses } = await import('../../functions/trips/routes/search-nearby-courses');
    const { httpEvent } = await import('../../functions/lib/testing/http-event');

    const next = random(7);
    const when = { createdAt: '2026-12-06T00:00:00.000Z', updatedAt: '2026-12-06T00:00:00.000Z' };
    const items = benchCatalog(total).flatMap((entry) => {
      const spread = entry.slug.startsWith('bench-');
      const course = catalogEntryToCourse(
        spread && entry.latitude !== null && entry.longitude !== null
          ? {
              ...entry,
              latitude: Math.max(-89, Math.min(89, entry.latitude + (next() - 0.5) * 1.8)),
              longitude: ((entry.longitude + (next() - 0.5) * 2.4 + 540) % 360) - 180,
            }
          : entry,
        when,
      );
      const item = geoEntryItem(course);
      return item ? [{ PutRequest: { Item: item } }] : [];
    });
    const loadStart = performance.now();
    await batchWrite(items, 16);
    // The geo tallies the search reads first, counted from the entries as the catalog loader does.
    await recountGeoTallies(
      tallyCellsOfGeoKeys(items.map((request) => String(request.PutRequest.Item.sk))),
      16,
    );
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let requests = 0;
    let itemsRead = 0;
    documentClient().middlewareStack.add(
      (nextHandler) => async (args) => {
        requests += 1;
        const result = await nextHandler(args);
        // What DynamoDB read for the search: a machine's load cannot move it, so runs compare by it too.
        const output = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]> };
        itemsRead +=
          output.ScannedCount ??
          Object.values(output.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
        return result;
      },
      { step: 'initialize', name: 'benchRequestCounter' },
    );
    const session = { userId: 'bench-user' } as Parameters<typeof searchNearbyCourses.handle>[1];
    const run = async (latitude: number, longitude: number, radiusMiles: number) => {
      requests = 0;
      itemsRead = 0;
      const start = performance.now();
      const result = await searchNearbyCourses.handle(
        httpEvent('GET /api/courses/nearby', {
          query: {
            latitude: String(latitude),
            longitude: String(longitude),
            radiusMiles: String(radiusMiles),
          },
        }),
        session,
      );
      const elapsed = performance.now() - start;
      if (result.statusCode !== 200) throw new Error(`nearby answered ${result.statusCode}`);
      const body = JSON.parse(String(result.body)) as { courses: unknown[] };
      return { elapsed, requests, itemsRead, found: body.courses.length };
    };

    for (const place of PLACES)
      for (const radius of RADII) await run(place.latitude, place.longitude, radius);
    const all: number[] = [];
    const perSearch: TripSearchFigures['perSearch'] = [];
    for (const place of PLACES) {
      for (const radiusMiles of RADII) {
        const times: number[] = [];
        let last = { requests: 0, itemsRead: 0, found: 0 };
        for (let i = 0; i < rounds; i += 1) {
          const { elapsed, ...rest } = await run(place.latitude, place.longitude, radiusMiles);
          times.push(elapsed);
          last = rest;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        perSearch.push({
          place: place.place,
          radiusMiles,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          ...last,
        });
      }
    }
    all.sort((a, b) => a - b);
    return {
      courses: items.length,
      loadSeconds,
      searches: all.length,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all[all.length - 1] ?? Number.NaN,
      perSearch,
    };
  } finally {
    await stack.stop();
  }
}

/** Run as its own process (npm run bench spawns it); prints the figures as JSON on the last line. */
export function runTripSearchInChildProcess(): TripSearchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/trip-search.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The trip search bench failed');
  return JSON.parse(lastLine) as TripSearchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureTripSearch()));
}
