/**
 * The pure part of `npm run load`: what a golfer's session asks of the API, in what proportion, and how the
 * timings are read back. Kept apart from autocannon so that it has unit tests.
 */
import { percentile } from '../bench/stats';

export interface MixRequest {
  /** The route key as in functions/endpoint-groups.ts, for the report. */
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** How many of every cycle of the mix. */
  weight: number;
}

const SEARCHES = ['pebble', 'st andrews', 'links', 'augusta', 'royal'];

/**
 * A golfer's visit, by weight: opening the dashboard (session, stats, recent rounds, architects, the map's
 * courses), searching courses, the round list, Passport, and now and then logging a round.
 */
export function golferMix({
  today,
  courseId,
  writes,
}: {
  /** The golfer's calendar day, YYYY-MM-DD (Passport's streaks). */
  today: string;
  /** A course in the catalog, for the round write. */
  courseId: string;
  writes: boolean;
}): MixRequest[] {
  const mix: MixRequest[] = [
    { route: 'GET /api/auth/user', method: 'GET', path: '/api/auth/user', weight: 2 },
    { route: 'GET /api/user/stats', method: 'GET', path: '/api/user/stats', weight: 2 },
    { route: 'GET /api/rounds/recent', method: 'GET', path: '/api/rounds/recent', weight: 2 },
    { route: 'GET /api/user/architect-stats', method: 'GET', path: '/api/user/architect-stats', weight: 1 },
    { route: 'GET /api/user/map', method: 'GET', path: '/api/user/map', weight: 1 },
    ...SEARCHES.map((q) => ({
      route: 'GET /api/courses/search',
      method: 'GET' as const,
      path: `/api/courses/search?q=${encodeURIComponent(q)}`,
      weight: 1,
    })),
    { route: 'GET /api/rounds', method: 'GET', path: '/api/rounds', weight: 2 },
    { route: 'GET /api/user/passport', method: 'GET', path: `/api/user/passport?today=${today}`, weight: 1 },
  ];
  if (writes) {
    mix.push({
      route: 'POST /api/rounds',
      method: 'POST',
      path: '/api/rounds',
      body: { courseId, score: 88, holes: 18, playedAt: today, notes: 'npm run load' },
      weight: 1,
    });
  }
  return mix;
}

/**
 * One cycle of the mix as a sequence, each request repeated by its weight and the kinds interleaved (not all
 * the stats reads in a row), so that any window of the run sees the whole mix.
 */
export function mixSequence(mix: readonly MixRequest[]): MixRequest[] {
  const remaining = mix.map((request) => request.weight);
  const sequence: MixRequest[] = [];
  while (remaining.some((count) => count > 0)) {
    mix.forEach((request, index) => {
      if ((remaining[index] ?? 0) <= 0) return;
      remaining[index] = (remaining[index] ?? 0) - 1;
      sequence.push(request);
    });
  }
  return sequence;
}

export interface LoadSample {
  route: string;
  status: number;
  ms: number;
}

export interface RouteFigures {
  route: string;
  requests: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx. */
  errors: number;
  statuses: Record<string, number>;
}

/** Per route: count, p50 and p99 of the response time, and the answers that were not 2xx. */
export function summarizeSamples(samples: readonly LoadSample[]): RouteFigures[] {
  const byRoute = new Map<string, LoadSample[]>();
  for (const sample of samples) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
  return [...byRoute].map(([route, routeSamples]) => {
    const times = routeSamples.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const { status } of routeSamples) statuses[status] = (statuses[status] ?? 0) + 1;
    return {
      route,
      requests: routeSamples.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      errors: routeSamples.filter(({ status }) => status < 200 || status > 299).length,
      statuses,
    };
  });
}

export interface LoadOptions {
  /** A deployed stack's origin, given by an operator; absent: a local stack on loopback. */
  url?: string;
  /** The session cookie (`name=value`) for a deployed stack. */
  cookie?: string;
  /** Requests per second, over all connections. */
  rate: number;
  /** At most this many requests... */
  requests: number;
  /** ...and for at most this long. */
  maxSeconds: number;
  connections: number;
  writes: boolean;
  courseId: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL names this machine (the only target without an operator's URL). */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function positive(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max} (got ${text})`);
  return value;
}

/**
 * `npm run load -- [--url https://golf.example.com --cookie 'fescue_session=...'] [--rate 20] [--requests 1200]
 * [--seconds 90] [--connections 10] [--no-writes] [--course-id id]`. Against a deployed stack the round
 * writes are off unless `--writes` is given (they are deleted after the run either way).
 */
export function parseLoadArgs(argv: readonly string[]): LoadOptions {
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const next = argv[index + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags.set(arg.slice(2), next);
      index += 1;
    } else flags.set(arg.slice(2), true);
  }
  const known = [
    'url',
    'cookie',
    'rate',
    'requests',
    'seconds',
    'connections',
    'writes',
    'no-writes',
    'course-id',
  ];
  for (const flag of flags.keys()) if (!known.includes(flag)) throw new Error(`Unknown option --${flag}`);
  const text = (name: string) => {
    const value = flags.get(name);
    if (value === true) throw new Error(`--${name} needs a value`);
    return value;
  };
  const url = text('url');
  if (url !== undefined && !/^https?:\/\//.test(url))
    throw new Error('--url must start with http:// or https://');
  const cookie = text('cookie');
  if (url !== undefined && !isLoopback(url) && !cookie)
    throw new Error("--url needs --cookie 'name=value': the session cookie of a golfer signed in there");
  return {
    ...(url !== undefined ? { url: new URL(url).origin } : {}),
    ...(cookie !== undefined ? { cookie } : {}),
    rate: positive('--rate', text('rate'), 20, 500),
    requests: positive('--requests', text('requests'), 1200, 100_000),
    maxSeconds: positive('--seconds', text('seconds'), 90, 900),
    connections: positive('--connections', text('connections'), 10, 200),
    writes: flags.has('no-writes') ? false : url === undefined || flags.has('writes'),
    courseId: text('course-id') ?? 'pebble-beach-golf-links',
  };
}
