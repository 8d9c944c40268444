import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fakeGhinGolfers, type FakeGhinGolfer } from './fake-ghin-golfers';
import { listen } from './ports';

/**
 * A stand-in for GHIN's API (DESIGN.md §6) on loopback, for npm start, the tests and the bench: the golfer
 * login, the vendor (operator) login, golfer search and scores paged by offset, with GHIN's payload shapes
 * and Bearer tokens. It holds the golfers of fake-ghin-golfers.ts.
 *
 * Failures, as GHIN has them:
 *   - a wrong password: 401 {"error":"Unauthorized"}; a token that may not read a golfer: 404 AccessDenied;
 *   - on demand, by the password given at login: fail-429 (Retry-After: 42), fail-500, fail-503, slow (answers
 *     after 30 s, longer than any client waits);
 *   - a golfer whose scores always fail (5550001: 500), for the dead-letter path;
 *   - by the control routes under /_fake (tests only): the next n calls answer a status (0: no answer
 *     within 30 s), a score changes,
 *     the index is revised.
 * /_fake/reads lists whose records were read since the last reset and with which token (a golfer's own or
 * the operator's), so a test can show a GHIN number was never looked up.
 */
export const FAKE_GHIN_RETRY_AFTER_SECONDS = 42;
const SLOW_MS = 30_000;

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

function publicGolfer(golfer: FakeGhinGolfer) {
  return {
    ghin: Number(golfer.ghin),
    first_name: golfer.first_name,
    last_name: golfer.last_name,
    handicap_index: golfer.handicap_index,
    hi_value: golfer.handicap_index.startsWith('+')
      ? -Number(golfer.handicap_index.slice(1))
      : Number(golfer.handicap_index),
    low_hi_display: golfer.low_hi_display,
    rev_date: golfer.rev_date,
    club_name: golfer.club_name,
    state: golfer.state,
    country: golfer.country,
    status: 'Active',
  };
}

export async function startFakeGhin(
  options: { port?: number; operator?: FakeGhinOperator } = {},
): Promise<FakeGhin> {
  const operator = options.operator ?? { email: 'operator@fescue.local', password: 'local-vendor-password' };
  let golfers = fakeGhinGolfers();
  /** token -> the golfer it belongs to, or '*' for the operator's vendor token. */
  const tokens = new Map<string, string>();
  let failNext: { status: number; times: number; retryAfter?: string } | undefined;
  let requestCount = 0;
  let reads: { golferId: string; by: 'golfer' | 'operator' }[] = [];

  const golferBy = (id: string) =>
    golfers.find((golfer) => golfer.ghin === id || golfer.email.toLowerCase() === id.toLowerCase());

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');

    if (path.startsWith('/_fake/')) return control(path, req, res);
    requestCount += 1;
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
      const token = `golfer.${randomBytes(16).toString('hex')}`;
      tokens.set(token, golfer.ghin);
      return send(res, 200, {
        golfer_user: {
          golfer_user_token: token,
          golfer_id: Number(golfer.ghin),
          golfers: [
            { ghin: Number(golfer.ghin), first_name: golfer.first_name, last_name: golfer.last_name },
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
      const token = `vendor.${randomBytes(16).toString('hex')}`;
      tokens.set(token, '*');
      return send(res, 200, { token });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const holder = bearer ? tokens.get(bearer) : undefined;
    if (!holder) return send(res, 401, { error: 'Unauthorized' });
    if (req.method !== 'GET') return send(res, 405, { error: 'Method Not Allowed' });

    const golferId = url.searchParams.get('golfer_id') ?? '';
    if (path === '/golfers/search.json' || path === '/scores.json')
      reads.push({ golferId, by: holder === '*' ? 'operator' : 'golfer' });
    if (path === '/golfers/search.json') {
      const golfer = golfers.find((candidate) => candidate.ghin === golferId);
      return send(res, 200, { golfers: golfer ? [publicGolfer(golfer)] : [] });
    }
    if (path === '/scores.json') {
      const golfer = golfers.find((candidate) => candidate.ghin === golferId);
      // A golfer's token reads only their own scores; GHIN hides the rest behind a 404 AccessDenied.
      if (!golfer || (holder !== '*' && holder !== golfer.ghin)) {
        return send(res, 404, { errors: { golfer_id: ['AccessDenied'] } });
      }
      if (golfer.scoresFailWith) return send(res, golfer.scoresFailWith, { error: 'Internal Server Error' });
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25));
      return send(res, 200, {
        scores: golfer.scores.slice(offset, offset + limit),
        total_count: golfer.scores.length,
      });
    }
    send(res, 404, { error: 'Not Found' });
  }

  /** Test controls: never part of GHIN's API. */
  async function control(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (path === '/_fake/reset') {
      golfers = fakeGhinGolfers();
      failNext = undefined;
      reads = [];
      return send(res, 200, { ok: true });
    }
    if (path === '/_fake/reads') return send(res, 200, { reads });
    if (path === '/_fake/fail-next') {
      failNext = {
        status: Number(body.status ?? 503),
        times: Number(body.times ?? 1),
        ...(body.retryAfter === undefined ? {} : { retryAfter: String(body.retryAfter) }),
      };
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
      return send(res, 200, publicGolfer(golfer));
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
