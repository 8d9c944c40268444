import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  fakeGhinGolfers,
  type FakeGhinAccess,
  type FakeGhinGolfer,
  type FakeGhinScore,
} from './fake-ghin-golfers';
import { listen } from './ports';

/**
 * A stand-in for GHIN's API on loopback, for npm start, the tests and the bench: the golfer
 * login, the vendor (operator) login, golfer search, scores paged by offset and the vendor's access requests
 * (Golfer Product Access), with GHIN's payload shapes as public clients captured them (docs/architecture.md,
 * "GHIN as it really answers"). @spicygolf/ghin, a client we did not write, reads every answer without
 * dropping a row (functions/ghin/ghin-contract.int.test.ts): where it and this fake disagree, this is wrong.
 * It holds the golfers of fake-ghin-golfers.ts.
 *
 * As GHIN has it:
 *   - tokens are JWTs (HS256 here) whose `exp` is their lifetime (12 hours unless a test shortens it); an
 *     expired or unknown token is a 401 {"error":"Unauthorized"};
 *   - the golfer login takes `{user: {email_or_ghin, password}}`, with or without GHIN's web app's `token`
 *     field: GHIN's login answers without it (boorad/ghin docs/AUTHENTICATION.md, "Direct Login Without
 *     Firebase Token");
 *   - the vendor login answers `{user, token}`; the vendor reads a golfer's scores only once the golfer
 *     approved its access request, else 404 {"error":"AccessDenied: You are not authorized to access this
 *     page."}, as for a golfer's token reading someone else's scores;
 *   - golfers/search.json answers one row per club affiliation; scores.json's envelope carries total_count,
 *     average, highest_score and lowest_score, each "-" for a golfer with no scores.
 *
 * Failures, on demand:
 *   - by the password given at login: fail-429 (Retry-After: 42), fail-500, fail-503, slow (answers after
 *     30 s, longer than any client waits);
 *   - a golfer whose scores always fail (5550001: 500), for the dead-letter path;
 *   - by the control routes under /_fake (tests only): the next n calls answer a status (0: no answer within
 *     30 s), a score changes, the index is revised, a golfer answers the access request, tokens live n
 *     seconds, every token issued so far is ended (GHIN ending sessions before their `exp`).
 * /_fake/reads lists whose records were read since the last reset and with which token (a golfer's own or
 * the operator's), so a test can show a GHIN number was never looked up; with the logins, the access
 * requests and the User-Agents seen.
 */
export const FAKE_GHIN_RETRY_AFTER_SECONDS = 42;
export const FAKE_GHIN_TOKEN_SECONDS = 12 * 60 * 60;
const SLOW_MS = 30_000;
const ACCESS_DENIED = { error: 'AccessDenied: You are not authorized to access this page.' };
/** The vendor account's user id, as its login answers it (a string, as GHIN sends it). */
const VENDOR_USER_ID = '9001';

export interface FakeGhinOperator {
  email: string;
  password: string;
}

export interface FakeGhin {
  /** The base URL, as GHIN_API_URL. */
  url: string;
  operator: FakeGhinOperator;
  readonly requestCount: number;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Answers a login failure asked for by the password, or returns false. */
function failOnDemand(password: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (password.includes('fail-429')) {
    send(res, 429, { error: 'Too Many Requests' }, { 'retry-after': String(FAKE_GHIN_RETRY_AFTER_SECONDS) });
  } else if (password.includes('fail-500')) send(res, 500, { error: 'Internal Server Error' });
  else if (password.includes('fail-503')) send(res, 503, { error: 'Service Unavailable' });
  else if (password.includes('slow')) {
    const timer = setTimeout(() => send(res, 503, { error: 'Service Unavailable' }), SLOW_MS);
    req.once('close', () => clearTimeout(timer));
  } else return false;
  return true;
}

/** "+2.3" is -2.3 as a value (WHS); "NH" has none, which GHIN writes 999. */
function indexValue(text: string): number {
  if (text === 'NH') return 999;
  return text.startsWith('+') ? -Number(text.slice(1)) : Number(text);
}

/** The golfer's rows in golfers/search.json: each other club's first, then the home club's. */
function searchRows(golfer: FakeGhinGolfer) {
  const row = (club: {
    club_id: number;
    club_name: string;
    state: string;
    is_home_club: boolean;
    status: 'Active' | 'Inactive';
    handicap_index: string;
    rev_date: string;
  }) => ({
    ghin: Number(golfer.ghin),
    prefix: '',
    first_name: golfer.first_name,
    middle_name: '',
    last_name: golfer.last_name,
    suffix: '',
    gender: golfer.gender,
    status: club.status,
    handicap_index: club.handicap_index,
    hi_display: club.handicap_index,
    hi_value: indexValue(club.handicap_index),
    low_hi: golfer.low_hi_display === 'NH' ? 999 : indexValue(golfer.low_hi_display),
    low_hi_display: golfer.low_hi_display,
    low_hi_value: golfer.low_hi_display === 'NH' ? 999 : indexValue(golfer.low_hi_display),
    low_hi_date: club.rev_date,
    rev_date: club.rev_date,
    soft_cap: false,
    hard_cap: false,
    club_affiliation_id: club.club_id * 10 + 1,
    club_id: club.club_id,
    club_name: club.club_name,
    is_home_club: club.is_home_club,
    association_id: 31,
    association_name: 'Golf Association of Philadelphia',
    state: `US-${club.state}`,
    country: golfer.country,
    entitlement: true,
    has_digital_profile: true,
    message_club_authorized: null,
    phone_number: null,
  });
  return [
    ...(golfer.otherClubs ?? []).map((club) =>
      row({
        ...club,
        handicap_index: club.handicap_index ?? golfer.handicap_index,
        rev_date: club.rev_date ?? golfer.rev_date,
      }),
    ),
    row({
      club_id: 31_001,
      club_name: golfer.club_name,
      state: golfer.state,
      is_home_club: true,
      status: 'Active',
      handicap_index: golfer.handicap_index,
      rev_date: golfer.rev_date,
    }),
  ];
}

const SCORE_TYPE_NAMES: Record<FakeGhinScore['score_type'], [string, string]> = {
  H: ['Home', 'H'],
  A: ['Away', 'A'],
  T: ['Competition', 'C'],
  // A combined score displays as N (derived from nines) on 18 holes.
  C: ['Combined', 'N'],
  P: ['Penalty', 'P'],
};

/** A score as scores.json lists it: every field GHIN sends, not only the ones Fescue reads. */
function scoreRow(golfer: FakeGhinGolfer, score: FakeGhinScore) {
  const [full, short] = SCORE_TYPE_NAMES[score.score_type];
  const index = indexValue(golfer.handicap_index);
  return {
    id: score.id,
    golfer_id: Number(golfer.ghin),
    gender: golfer.gender,
    status: score.status,
    played_at: score.played_at,
    posted_at: `${score.played_at}T20:00:00Z`,
    adjusted_gross_score: score.adjusted_gross_score,
    number_of_holes: score.number_of_holes,
    number_of_played_holes: score.number_of_played_holes ?? score.number_of_holes,
    course_id: score.course_id,
    course_name: score.course_name,
    facility_name: score.facility_name,
    tee_name: score.tee_name,
    tee_set_id: `${score.course_id}1`,
    tee_set_side: score.number_of_holes === 18 ? 'All18' : 'F9',
    course_rating: score.course_rating,
    slope_rating: score.slope_rating,
    differential: score.differential,
    unadjusted_differential: score.differential,
    scaled_up_differential: null,
    adjusted_scaled_up_differential: null,
    net_score_differential: null,
    pcc: score.pcc,
    score_type: score.score_type,
    score_type_display_full: full,
    score_type_display_short: short,
    penalty: score.score_type === 'P',
    penalty_type: score.score_type === 'P' ? 'Committee' : null,
    penalty_method: null,
    front9_adjusted: score.front9_adjusted ?? null,
    back9_adjusted: score.back9_adjusted ?? null,
    front9_course_rating: null,
    back9_course_rating: null,
    front9_slope_rating: null,
    back9_slope_rating: null,
    handicap_index: index === 999 ? 999 : index,
    handicap_index_display: golfer.handicap_index,
    course_handicap: null,
    net_score: null,
    to_par_display_value: null,
    hole_details: (score.hole_details ?? []).map((hole) => ({
      ...hole,
      x_hole: false,
      most_likely_score: null,
      drive_accuracy: null,
      approach_shot_accuracy: null,
    })),
    statistics: null,
    adjustments: [],
    edited: false,
    exceptional: false,
    is_manual: false,
    is_recent: true,
    revision: false,
    used: false,
    short_course: false,
    posted_on_home_course: score.score_type === 'H',
    order_number: 1,
    score_day_order: 1,
    parent_id: score.parent_id ?? null,
    message_club_authorized: null,
    validation_message: null,
    season_start_date_at: '',
    season_end_date_at: '',
  };
}

/** The envelope's figures over all the golfer's scores; "-" for a golfer with none, as GHIN answers. */
function scoresEnvelope(scores: readonly FakeGhinScore[]) {
  if (scores.length === 0) return { total_count: '-', average: '-', highest_score: '-', lowest_score: '-' };
  const values = scores.map((score) => score.adjusted_gross_score);
  return {
    total_count: scores.length,
    average: Math.round((values.reduce((total, value) => total + value, 0) / values.length) * 10) / 10,
    highest_score: Math.max(...values),
    lowest_score: Math.min(...values),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startFakeGhin(
  options: { port?: number; operator?: FakeGhinOperator } = {},
): Promise<FakeGhin> {
  const operator = options.operator ?? { email: 'operator@fescue.local', password: 'local-vendor-password' };
  const signingKey = randomBytes(32);
  let golfers = fakeGhinGolfers();
  /** Tokens issued and not ended: token -> the golfer it belongs to, or '*' for the operator's vendor token. */
  const tokens = new Map<string, string>();
  let tokenSeconds = FAKE_GHIN_TOKEN_SECONDS;
  let failNext: { status: number; times: number; retryAfter?: string } | undefined;
  let requestCount = 0;
  let reads: { golferId: string; by: 'golfer' | 'operator' }[] = [];
  let accessRequests: { golferId: string; email: string }[] = [];
  let logins = { golfer: 0, vendor: 0, golferWithoutToken: 0 };
  let userAgents = new Set<string>();

  const golferBy = (id: string) =>
    golfers.find((golfer) => golfer.ghin === id || golfer.email.toLowerCase() === id.toLowerCase());

  function issueToken(holder: string): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: holder === '*' ? VENDOR_USER_ID : holder,
      scope: holder === '*' ? 'vendor' : 'golfer',
      iat: now,
      exp: now + tokenSeconds,
      jti: randomBytes(8).toString('hex'),
    };
    const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
    const token = `${unsigned}.${createHmac('sha256', signingKey).update(unsigned).digest('base64url')}`;
    tokens.set(token, holder);
    return token;
  }

  /** Whose a token is, while it is signed by this fake, unexpired and not ended; else undefined. */
  function holderOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const holder = tokens.get(token);
    const [header, payload, signature] = token.split('.');
    if (!holder || !header || !payload || !signature) return undefined;
    const expected = createHmac('sha256', signingKey).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
    return exp * 1000 > Date.now() ? holder : undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');

    if (path.startsWith('/_fake/')) return control(path, req, res);
    requestCount += 1;
    userAgents.add(req.headers['user-agent'] ?? '');
    if (failNext && failNext.times > 0) {
      failNext.times -= 1;
      if (failNext.status === 0) {
        // "slow": answer after every client has given up.
        const timer = setTimeout(() => send(res, 503, { error: 'Service Unavailable' }), SLOW_MS);
        req.once('close', () => clearTimeout(timer));
        return;
      }
      const headers: Record<string, string> = failNext.retryAfter
        ? { 'retry-after': failNext.retryAfter }
        : {};
      return send(res, failNext.status, { error: 'Injected failure' }, headers);
    }

    if (req.method === 'POST' && path === '/golfer_login.json') {
      const body = await readJson(req);
      const user = (body.user ?? {}) as Record<string, unknown>;
      const password = String(user.password ?? '');
      if (failOnDemand(password, req, res)) return;
      const golfer = golferBy(String(user.email_or_ghin ?? '').trim());
      if (!golfer || golfer.password !== password) return send(res, 401, { error: 'Unauthorized' });
      logins.golfer += 1;
      if (body.token === undefined) logins.golferWithoutToken += 1;
      return send(res, 200, {
        golfer_user: {
          golfer_user_token: issueToken(golfer.ghin),
          golfer_id: Number(golfer.ghin),
          email: golfer.email,
          golfers: [
            {
              ghin: Number(golfer.ghin),
              first_name: golfer.first_name,
              last_name: golfer.last_name,
              club_name: golfer.club_name,
            },
          ],
        },
      });
    }
    if (req.method === 'POST' && path === '/users/login.json') {
      const body = await readJson(req);
      const user = (body.user ?? {}) as Record<string, unknown>;
      if (user.email !== operator.email || user.password !== operator.password) {
        return send(res, 401, { error: 'Unauthorized' });
      }
      logins.vendor += 1;
      return send(res, 200, {
        user: {
          id: VENDOR_USER_ID,
          email: operator.email,
          first_name: 'Fescue',
          last_name: 'Operator',
          last_sign_in_at: new Date().toISOString(),
        },
        token: issueToken('*'),
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const holder = holderOf(bearer);
    if (!holder) return send(res, 401, { error: 'Unauthorized' });
    const vendor = holder === '*';

    const request = /^\/users\/golfers\/(\d+)\/request_golfer_product_access\.json$/.exec(path);
    if (request && req.method === 'POST') {
      if (!vendor) return send(res, 404, ACCESS_DENIED);
      const body = await readJson(req);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!email) return send(res, 400, { errors: { email: ["can't be blank"] } });
      const golfer = golfers.find((candidate) => candidate.ghin === request[1]);
      if (!golfer) return send(res, 404, { error: 'Not Found' });
      accessRequests.push({ golferId: golfer.ghin, email });
      if (golfer.vendorAccess !== 'approved') golfer.vendorAccess = 'pending';
      return send(res, 200, { success: 'The request was successfully sent to the Golfer.' });
    }
    if (req.method !== 'GET') return send(res, 405, { error: 'Method Not Allowed' });

    if (path === '/users/accesses.json') {
      if (!vendor) return send(res, 404, ACCESS_DENIED);
      const asked = golfers.filter((golfer) => golfer.vendorAccess !== 'none');
      return send(res, 200, {
        federations: [],
        associations: [],
        clubs: [],
        golfers: asked.map((golfer, index) => ({
          golfer: { id: golfer.ghin },
          user_access: {
            id: String(6_863_000 + index),
            golfer_name: `${golfer.first_name} ${golfer.last_name}`,
            gpa_status: golfer.vendorAccess,
          },
        })),
        super_user: 'false',
        subtype: null,
      });
    }

    const golferIds = (url.searchParams.get('golfer_id') ?? '').split(',').filter(Boolean);
    const golferId = golferIds.join(',');
    if (path === '/golfers/search.json' || path === '/scores.json')
      reads.push({ golferId, by: vendor ? 'operator' : 'golfer' });
    if (path === '/golfers/search.json') {
      const status = url.searchParams.get('status');
      const rows = golfers
        .filter((golfer) => golferIds.includes(golfer.ghin))
        .flatMap(searchRows)
        .filter((row) => !status || row.status === status);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 25) || 25));
      return send(res, 200, { golfers: rows.slice((page - 1) * perPage, page * perPage) });
    }
    if (path === '/scores.json') {
      const golfer = golfers.find((candidate) => candidate.ghin === golferId);
      // A golfer's token reads only their own scores, the vendor's only those of golfers who approved it.
      const allowed = vendor ? golfer?.vendorAccess === 'approved' : holder === golfer?.ghin;
      if (!golfer || !allowed) return send(res, 404, ACCESS_DENIED);
      if (golfer.scoresFailWith) return send(res, golfer.scoresFailWith, { error: 'Internal Server Error' });
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25));
      return send(res, 200, {
        scores: golfer.scores.slice(offset, offset + limit).map((score) => scoreRow(golfer, score)),
        ...scoresEnvelope(golfer.scores),
      });
    }
    send(res, 404, { error: 'Not Found' });
  }

  /** Test controls: never part of GHIN's API. */
  async function control(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (path === '/_fake/reset') {
      // Tokens stay good across a reset, as GHIN's do across tests: the stack keeps its vendor token.
      golfers = fakeGhinGolfers();
      failNext = undefined;
      reads = [];
      accessRequests = [];
      logins = { golfer: 0, vendor: 0, golferWithoutToken: 0 };
      userAgents = new Set();
      tokenSeconds = FAKE_GHIN_TOKEN_SECONDS;
      return send(res, 200, { ok: true });
    }
    if (path === '/_fake/reads') {
      return send(res, 200, { reads, accessRequests, logins, userAgents: [...userAgents] });
    }
    if (path === '/_fake/fail-next') {
      failNext = {
        status: Number(body.status ?? 503),
        times: Number(body.times ?? 1),
        ...(body.retryAfter === undefined ? {} : { retryAfter: String(body.retryAfter) }),
      };
      return send(res, 200, { ok: true });
    }
    if (path === '/_fake/token-seconds') {
      tokenSeconds = Math.max(1, Number(body.seconds ?? FAKE_GHIN_TOKEN_SECONDS));
      return send(res, 200, { ok: true });
    }
    if (path === '/_fake/end-sessions') {
      // GHIN ending every session before its `exp` (its 12-hour ceiling, a password change...).
      tokens.clear();
      return send(res, 200, { ok: true });
    }
    const score = /^\/_fake\/golfers\/(\d+)\/scores\/(\d+)$/.exec(path);
    if (score) {
      const target = golfers
        .find((golfer) => golfer.ghin === score[1])
        ?.scores.find((entry) => String(entry.id) === score[2]);
      if (!target) return send(res, 404, { error: 'No such score' });
      if (typeof body.adjusted_gross_score === 'number')
        target.adjusted_gross_score = body.adjusted_gross_score;
      return send(res, 200, target);
    }
    const index = /^\/_fake\/golfers\/(\d+)\/index$/.exec(path);
    if (index) {
      const golfer = golfers.find((candidate) => candidate.ghin === index[1]);
      if (!golfer) return send(res, 404, { error: 'No such golfer' });
      golfer.handicap_index = String(body.handicap_index ?? golfer.handicap_index);
      golfer.rev_date = String(body.rev_date ?? golfer.rev_date);
      return send(res, 200, searchRows(golfer).at(-1));
    }
    const access = /^\/_fake\/golfers\/(\d+)\/access$/.exec(path);
    if (access) {
      // The golfer answers the operator's access request in GHIN's app.
      const golfer = golfers.find((candidate) => candidate.ghin === access[1]);
      if (!golfer) return send(res, 404, { error: 'No such golfer' });
      golfer.vendorAccess = String(body.status ?? golfer.vendorAccess) as FakeGhinAccess;
      return send(res, 200, { ghin: golfer.ghin, vendorAccess: golfer.vendorAccess });
    }
    send(res, 404, { error: 'No such control' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[fake-ghin]', error);
      if (!res.headersSent) send(res, 500, { error: 'Internal Server Error' });
      else res.end();
    });
  });
  const port = await listen(server, options.port ?? 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    operator,
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
