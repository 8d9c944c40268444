import { spawnSync } from 'node:child_process';
import type { CatalogEntryInput } from '../../functions/courses/catalog/catalog-course';
import { readCatalogEntries } from '../catalog/catalog-files';
import { startLocalStack } from '../local/stack';
import { percentile } from './stats';

/**
 * Queries a golfer types: whole names, towns, architects, two-letter prefixes, the commonest words, words the
 * search passes over ("the", "golf club"), Saint for the catalog's St, and places: a region, a county, a
 * country, a state named for its code, and a name with its place.
 */
export const BENCH_QUERIES = [
  'pebble',
  'st andrews',
  'mackenzie',
  'sotogrande',
  'augusta',
  'pine valley',
  'oak ridge',
  'tom fazio',
  'dye',
  'golf',
  'country club',
  'ma',
  'cr',
  'links',
  'heron creek',
  'royal county',
  'the old course',
  'saint andrews',
  'saint simons',
  'oak golf club',
  'fife',
  'japan',
  'county kerry',
  'scotland',
  'california',
  'pebble california',
] as const;

const PLACES = [
  'Pine',
  'Oak',
  'Cedar',
  'Willow',
  'Heron',
  'Eagle',
  'Hawk',
  'Fox',
  'Bear',
  'Deer',
  'Quail',
  'Stone',
  'River',
  'Lake',
  'Hidden',
  'Royal',
  'Old',
  'Grand',
  'Sand',
  'Red',
  'Black',
  'White',
  'Green',
  'Silver',
  'Maple',
  'Cypress',
  'Palm',
  'Sea',
  'Wind',
  'Timber',
  'Aspen',
  'Magnolia',
  'Prairie',
  'Crystal',
  'Shadow',
  'Sun',
  'Elk',
];
const FEATURES = [
  'Ridge',
  'Creek',
  'Hollow',
  'Valley',
  'Hills',
  'Dunes',
  'Point',
  'Meadows',
  'Springs',
  'Brook',
  'Harbor',
  'Bluff',
  'Lakes',
  'Woods',
  'Run',
  'Crossing',
  'Canyon',
  'Glen',
  'Heath',
  'Park',
  'Island',
  'Bay',
];
const KINDS = [
  'Golf Club',
  'Country Club',
  'Golf Course',
  'Golf Links',
  'Golf & Country Club',
  'National',
  'Club',
];

const TOWN_STARTS = [
  'Ash',
  'Brook',
  'Clear',
  'Elm',
  'Fair',
  'Glen',
  'Green',
  'High',
  'Kings',
  'Lin',
  'Mill',
  'New',
  'North',
  'Oak',
  'Ridge',
  'Rock',
  'Spring',
  'Stan',
  'West',
  'East',
  'South',
  'Wood',
  'Win',
  'Bell',
  'Chester',
  'Bridge',
  'Car',
  'Dal',
  'Mar',
  'Hamp',
  'Shel',
  'Brad',
  'Lex',
  'Marl',
  'Chat',
  'Dun',
];
const TOWN_ENDS = [
  'ford',
  'field',
  'ton',
  'ville',
  'wood',
  'dale',
  'burg',
  'port',
  'haven',
  'mont',
  'view',
  'land',
  'well',
  'by',
  'stead',
  'bury',
  'wick',
  'more',
  'ham',
  'worth',
];

/** A small deterministic generator, so every run loads the same courses. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The real catalog plus generated variants up to `total`: names from common course-name words, towns
 * (generated, or now and then one of the catalog's) and the catalog's architects, so word frequencies look
 * like a large real catalog's: "golf", "club" and "country" everywhere, a famous town's name rarely.
 */
export function benchCatalog(total: number): CatalogEntryInput[] {
  const real = readCatalogEntries();
  const next = random(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const generated: CatalogEntryInput[] = [];
  for (let i = 0; generated.length + real.length < total; i += 1) {
    const base = pick(real);
    const name = `${pick(PLACES)} ${pick(FEATURES)} ${pick(KINDS)}`;
    const architects =
      next() < 0.3 ? [pick(base.architects), pick(pick(real).architects)] : [pick(pick(real).architects)];
    generated.push({
      ...base,
      slug: `bench-${i}`,
      name,
      // Mostly towns of their own, as in a real national catalog; a few in the catalog's famous towns.
      city: next() < 0.05 ? pick(real).city : `${pick(TOWN_STARTS)}${pick(TOWN_ENDS)}`,
      architects: [...new Set(architects)],
      exclusivityRating: Math.round((1 + next() * 8) * 10) / 10,
      championships: [],
    });
  }
  return [...real, ...generated];
}

export interface CourseSearchFigures {
  courses: number;
  loadSeconds: number;
  searches: number;
  p50: number;
  p99: number;
  max: number;
  dynamoRequestsPerSearch: { min: number; max: number; mean: number };
  perQuery: { query: string; p50: number; p99: number; requests: number; hits: number; first: string }[];
  /** GET /api/courses/search/suggestion for misspelt texts (asked only after a search found nothing). */
  spelling: { query: string; p50: number; p99: number; requests: number; suggestion: string | null }[];
}

/** Misspellings golfers make, which a search finds nothing for. */
export const BENCH_MISSPELLINGS = [
  'valderama',
  'carnousty',
  'shinecock hills',
  'pebel beach',
  'heron creak',
] as const;

/**
 * Loads `total` courses into an ephemeral stack's DynamoDB Local, then times the search route module
 * in-process (zod parse, DynamoDB Query, ranking; the session middleware is left out) for each query,
 * counting DynamoDB requests with an SDK middleware.
 */
export async function measureCourseSearch({
  total = 50_000,
  rounds = 30,
} = {}): Promise<CourseSearchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { loadCatalog } = await import('../../functions/courses/catalog/load-catalog');
    const { documentClient } = await import('../../functions/data/dynamo-client');
    const { searchCourses } = await import('../../functions/courses/routes/search-courses');
    const { suggestCourseSpelling } = await import('../../functions/courses/routes/suggest-course-spelling');
    const { httpEvent } = await import('../../functions/lib/testing/http-event');

    const loadStart = performance.now();
    await loadCatalog(benchCatalog(total), { mode: 'sync', concurrency: 16 });
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let requests = 0;
    documentClient().middlewareStack.add(
      (next) => (args) => {
        requests += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCounter' },
    );

    const session = { userId: 'bench-user' } as Parameters<typeof searchCourses.handle>[1];
    const run = async (query: string) => {
      requests = 0;
      const start = performance.now();
      const result = await searchCourses.handle(
        httpEvent('GET /api/courses/search', { query: { q: query } }),
        session,
      );
      const elapsed = performance.now() - start;
      if (result.statusCode !== 200) throw new Error(`search "${query}" answered ${result.statusCode}`);
      const hits = JSON.parse(String(result.body)) as { name: string; city: string }[];
      return {
        elapsed,
        requests,
        hits: hits.length,
        first: hits[0] ? `${hits[0].name}, ${hits[0].city}` : '',
      };
    };

    for (let i = 0; i < 3; i += 1) for (const query of BENCH_QUERIES) await run(query); // warm-up
    const all: number[] = [];
    const counts: number[] = [];
    const perQuery: CourseSearchFigures['perQuery'] = [];
    for (const query of BENCH_QUERIES) {
      const times: number[] = [];
      let last = { requests: 0, hits: 0, first: '' };
      for (let i = 0; i < rounds; i += 1) {
        const { elapsed, ...rest } = await run(query);
        times.push(elapsed);
        counts.push(rest.requests);
        last = rest;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      perQuery.push({ query, p50: percentile(times, 50), p99: percentile(times, 99), ...last });
    }
    all.sort((a, b) => a - b);

    const spelling: CourseSearchFigures['spelling'] = [];
    for (const query of BENCH_MISSPELLINGS) {
      const times: number[] = [];
      let last = { requests: 0, suggestion: null as string | null };
      for (let i = 0; i < rounds + 3; i += 1) {
        requests = 0;
        const start = performance.now();
        const result = await suggestCourseSpelling.handle(
          httpEvent('GET /api/courses/search/suggestion', { query: { q: query } }),
          session,
        );
        const elapsed = performance.now() - start;
        if (result.statusCode !== 200) throw new Error(`suggestion "${query}" answered ${result.statusCode}`);
        last = {
          requests,
          suggestion: (JSON.parse(String(result.body)) as { suggestion: string | null }).suggestion,
        };
        if (i >= 3) times.push(elapsed); // the first three warm up
      }
      times.sort((a, b) => a - b);
      spelling.push({ query, p50: percentile(times, 50), p99: percentile(times, 99), ...last });
    }
    return {
      spelling,
      courses: total,
      loadSeconds,
      searches: all.length,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all[all.length - 1] ?? Number.NaN,
      dynamoRequestsPerSearch: {
        min: Math.min(...counts),
        max: Math.max(...counts),
        mean: counts.reduce((sum, n) => sum + n, 0) / counts.length,
      },
      perQuery,
    };
  } finally {
    await stack.stop();
  }
}

/**
 * Run as its own process (npm run bench spawns it): a process holds one local stack's handlers, and the
 * bench's other measurements start their own stack. Prints the figures as JSON on the last line.
 */
export function runCourseSearchInChildProcess(): CourseSearchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/course-search.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The course search bench failed');
  return JSON.parse(lastLine) as CourseSearchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureCourseSearch()));
}
