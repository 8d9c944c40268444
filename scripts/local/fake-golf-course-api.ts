import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from './ports';

/**
 * A stand-in for GolfCourseAPI on loopback, for npm start and the tests: the same two calls,
 * the same `Authorization: Key <key>` check and payload shapes, over a handful of real public courses.
 *
 * Failures on demand, by a marker in the search text or in the course id:
 *   fail-401, fail-403 (key refused), fail-429 (throttled, Retry-After: 42), fail-500, fail-503,
 *   bad-json (an unreadable 200), slow (answers after 30 s, longer than any client waits); in a search,
 *   flaky-503 answers 503 the first time that search is asked, then as if the marker were not there.
 * Course ids it does not hold answer 404, as GolfCourseAPI does.
 */

export const FAKE_RETRY_AFTER_SECONDS = '42';
const SLOW_MS = 30_000;
const FLAKY_MARKER = 'flaky-503';

interface FakeTee {
  tee_name: string;
  course_rating: number;
  slope_rating: number;
  bogey_rating: number;
  total_yards: number;
  par_total: number;
  number_of_holes: number;
  holes: { par: number; yardage: number; handicap: number }[];
}

// A par-72 layout and its stroke indexes (odd on the front nine, even on the back), for every fake tee.
const LAYOUT_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const LAYOUT_INDEXES = [3, 11, 17, 7, 1, 13, 15, 9, 5, 4, 12, 18, 8, 2, 14, 16, 10, 6];

/** Holes adding up to the tee's par and yardage: a par 5 becomes a 4 for each stroke under 72. */
function fakeHoles(parTotal: number, totalYards: number): FakeTee['holes'] {
  const pars = [...LAYOUT_PARS];
  for (let short = 72 - parTotal, i = pars.length - 1; short > 0 && i >= 0; i -= 1) {
    if (pars[i] === 5) {
      pars[i] = 4;
      short -= 1;
    }
  }
  return pars.map((par, i) => ({
    par,
    yardage: Math.round((totalYards * par) / parTotal),
    handicap: LAYOUT_INDEXES[i] ?? 18,
  }));
}

interface FakeCourse {
  id: number;
  club_name: string;
  course_name: string;
  location: {
    address: string;
    city: string;
    state: string;
    country: string;
    latitude?: number;
    longitude?: number;
  };
  tees: { male: FakeTee[]; female: FakeTee[] };
}

function tee(
  tee_name: string,
  [course_rating, slope_rating]: [number, number],
  total_yards: number,
  par_total: number,
): FakeTee {
  // Bogey rating is not used by Fescue; a plausible figure keeps the payload's shape complete.
  return {
    tee_name,
    course_rating,
    slope_rating,
    bogey_rating: Math.round((course_rating + slope_rating / 5.381) * 10) / 10,
    total_yards,
    par_total,
    number_of_holes: 18,
    holes: fakeHoles(par_total, total_yards),
  };
}

/**
 * Real public courses, with places and par as published by the clubs. Tee ratings and yardages are
 * representative test fixtures, not a copy of anyone's rating database.
 */
export const FAKE_COURSES: readonly FakeCourse[] = [
  {
    id: 10_101,
    club_name: 'Bethpage State Park',
    course_name: 'Black',
    location: {
      address: '99 Quaker Meeting House Rd, Farmingdale, NY 11735, USA',
      city: 'Farmingdale',
      state: 'NY',
      country: 'United States',
      latitude: 40.744,
      longitude: -73.453,
    },
    tees: {
      male: [tee('Black', [77.5, 155], 7468, 71), tee('White', [75.4, 148], 6684, 71)],
      female: [tee('White', [81.1, 153], 6684, 71)],
    },
  },
  {
    id: 10_102,
    club_name: 'Bethpage State Park',
    course_name: 'Red',
    location: {
      address: '99 Quaker Meeting House Rd, Farmingdale, NY 11735, USA',
      city: 'Farmingdale',
      state: 'NY',
      country: 'United States',
      latitude: 40.7455,
      longitude: -73.4585,
    },
    tees: {
      male: [tee('Blue', [73.9, 136], 7002, 70), tee('White', [72.3, 131], 6621, 70)],
      female: [tee('Red', [75.6, 136], 5913, 70)],
    },
  },
  {
    id: 10_201,
    club_name: 'Rancho Park Golf Course',
    course_name: 'Rancho Park Golf Course',
    location: {
      address: '10460 W Pico Blvd, Los Angeles, CA 90064, USA',
      city: 'Los Angeles',
      state: 'CA',
      country: 'United States',
      latitude: 34.0448,
      longitude: -118.4136,
    },
    tees: {
      male: [tee('White', [70.2, 119], 6216, 71), tee('Blue', [71.8, 125], 6585, 71)],
      female: [tee('Red', [73.9, 126], 5742, 71)],
    },
  },
  {
    id: 10_202,
    club_name: 'Presidio Golf Course',
    course_name: 'Presidio Golf Course',
    location: {
      address: '300 Finley Rd, San Francisco, CA 94129, USA',
      city: 'San Francisco',
      state: 'CA',
      country: 'United States',
      latitude: 37.7905,
      longitude: -122.4602,
    },
    tees: {
      male: [tee('Black', [72.6, 136], 6481, 72)],
      female: [tee('Gold', [72.9, 130], 5785, 72)],
    },
  },
  {
    id: 10_203,
    club_name: 'Lincoln Park Golf Course',
    course_name: 'Lincoln Park Golf Course',
    location: {
      address: '300 34th Ave, San Francisco, CA 94121, USA',
      city: 'San Francisco',
      state: 'CA',
      country: 'United States',
      latitude: 37.7837,
      longitude: -122.4968,
    },
    tees: {
      male: [tee('Blue', [65.4, 112], 5146, 68)],
      female: [tee('Red', [69.0, 115], 4732, 70)],
    },
  },
  {
    // No coordinates, as GolfCourseAPI sometimes answers: Fescue falls back to a centroid.
    id: 10_301,
    club_name: 'Dyker Beach Golf Course',
    course_name: 'Dyker Beach Golf Course',
    location: {
      address: '1030 86th St, Brooklyn, NY 11228, USA',
      city: 'Brooklyn',
      state: 'NY',
      country: 'United States',
    },
    tees: {
      male: [tee('Blue', [70.1, 118], 6548, 71)],
      female: [tee('Red', [72.0, 119], 5696, 71)],
    },
  },
  {
    // A public course no other test adds: the daily course limit's tests refuse and then add it.
    id: 10_302,
    club_name: 'Goat Hill Park',
    course_name: 'Goat Hill Park',
    location: {
      address: '2323 Goat Hill Dr, Oceanside, CA 92054, USA',
      city: 'Oceanside',
      state: 'CA',
      country: 'United States',
      latitude: 33.1837,
      longitude: -117.3264,
    },
    tees: {
      male: [tee('Blue', [64.9, 106], 4454, 65)],
      female: [tee('Red', [66.1, 109], 4100, 65)],
    },
  },
  {
    id: 10_401,
    club_name: 'Pebble Beach Golf Links',
    course_name: 'Pebble Beach Golf Links',
    location: {
      address: '1700 17-Mile Drive, Pebble Beach, CA 93953, USA',
      city: 'Pebble Beach',
      state: 'CA',
      country: 'United States',
      latitude: 36.5686,
      longitude: -121.9488,
    },
    tees: {
      male: [tee('Blue', [74.9, 144], 6828, 72), tee('Gold', [75.5, 145], 7075, 72)],
      female: [tee('White', [77.9, 144], 6116, 72)],
    },
  },
  {
    id: 10_501,
    club_name: 'St Andrews Links',
    course_name: 'Old Course',
    location: {
      address: 'Pilmour House, St Andrews KY16 9SF, Scotland',
      city: 'St Andrews',
      state: 'Fife',
      country: 'Scotland',
    },
    tees: {
      male: [tee('Medal', [73.1, 132], 6721, 72), tee('Championship', [75.9, 141], 7313, 72)],
      female: [tee('Forward', [76.3, 136], 6040, 74)],
    },
  },
];

export interface FakeGolfCourseApi {
  /** `http://127.0.0.1:<port>`: the base URL, as GOLF_COURSE_API_URL. */
  url: string;
  apiKey: string;
  /** Requests that reached the server (key checked or not), for tests of caching and short-circuits. */
  readonly requestCount: number;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers a failure marker, or returns false when the text asks for none. */
function failOnDemand(text: string, res: ServerResponse, req: IncomingMessage): boolean {
  const marker = text.toLowerCase();
  if (marker.includes('fail-401')) send(res, 401, { error: 'API Key is missing or invalid' });
  else if (marker.includes('fail-403')) send(res, 403, { error: 'Forbidden' });
  else if (marker.includes('fail-429'))
    send(res, 429, { error: 'Too Many Requests' }, { 'retry-after': FAKE_RETRY_AFTER_SECONDS });
  else if (marker.includes('fail-500')) send(res, 500, { error: 'Internal Server Error' });
  else if (marker.includes('fail-503')) send(res, 503, { error: 'Service Unavailable' });
  else if (marker.includes('bad-json')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"courses": [');
  } else if (marker.includes('slow')) {
    const timer = setTimeout(() => send(res, 200, { courses: [] }), SLOW_MS);
    // The client gave up: do not keep a timer (and the server) alive for it.
    req.once('close', () => clearTimeout(timer));
  } else return false;
  return true;
}

function matches(course: FakeCourse, query: string): boolean {
  const haystack = [course.club_name, course.course_name, course.location.city, course.location.state]
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Starts the fake on a loopback port (0: a free one). */
export async function startFakeGolfCourseApi(
  options: { apiKey: string; port?: number } = { apiKey: 'local-golf-course-api-key' },
): Promise<FakeGolfCourseApi> {
  let requestCount = 0;
  const failedOnce = new Set<string>();
  const server = createServer((req, res) => {
    requestCount += 1;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET') return send(res, 405, { error: 'Method Not Allowed' });
    if (req.headers.authorization !== `Key ${options.apiKey}`) {
      return send(res, 401, { error: 'API Key is missing or invalid' });
    }
    if (url.pathname === '/v1/search') {
      let query = url.searchParams.get('search_query') ?? '';
      if (query.includes(FLAKY_MARKER)) {
        if (!failedOnce.has(query)) {
          failedOnce.add(query);
          return send(res, 503, { error: 'Service Unavailable' });
        }
        query = query.replace(FLAKY_MARKER, '');
      }
      if (failOnDemand(query, res, req)) return;
      return send(res, 200, { courses: FAKE_COURSES.filter((course) => matches(course, query)) });
    }
    const detail = /^\/v1\/courses\/([^/]+)$/.exec(url.pathname);
    if (detail?.[1]) {
      const id = decodeURIComponent(detail[1]);
      if (failOnDemand(id, res, req)) return;
      const course = FAKE_COURSES.find((candidate) => String(candidate.id) === id);
      return course ? send(res, 200, { course }) : send(res, 404, { error: 'Course not found' });
    }
    send(res, 404, { error: 'Not Found' });
  });
  const port = await listen(server, options.port ?? 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: options.apiKey,
    get requestCount() {
      return requestCount;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
