import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GHIN_ACCESS_NOT_GIVEN_MESSAGE, GHIN_LOGIN_REFUSED_MESSAGE } from '#shared/schemas/ghin';
import { createGhinClient, GHIN_SESSION_CEILING_SECONDS, jwtExpiry, type GhinClient } from './ghin-client';
import { GhinApiError } from './ghin-errors';

/**
 * The client against a loopback server that answers as a test scripts it, with GHIN's shapes: what the
 * client sends, how it pages, when it logs in again and when it leaves GHIN alone.
 */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
}
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (request: Seen) => Answer = () => ({ status: 404, body: { error: 'Not Found' } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://ghin');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Seen = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      seen.push(request);
      const { status = 200, body = {}, headers = {} } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let clock = Date.parse('2026-03-01T12:00:00Z');
beforeEach(() => {
  seen = [];
  clock = Date.parse('2026-03-01T12:00:00Z');
});

const USER_AGENT = 'Fescue/1.0 (golf archive; test)';
function client(o: { vendor?: boolean } = {}): GhinClient {
  return createGhinClient({
    baseUrl,
    timeoutMs: 2000,
    maxRetries: 0,
    backoffMs: () => 0,
    userAgent: USER_AGENT,
    now: () => clock,
    ...(o.vendor === false
      ? {}
      : { vendorCredential: () => Promise.resolve({ email: 'ops@example.com', password: 'vendor-pass' }) }),
  });
}

/** A GHIN-like JWT that expires `seconds` after the test clock. */
let issued = 0;
function jwt(seconds: number, claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  issued += 1;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(clock / 1000) + seconds, n: issued, ...claims })}.c2ln`;
}

const scoreRow = (id: number) => ({
  id,
  played_at: '2025-11-08',
  adjusted_gross_score: 88,
  number_of_holes: 18,
  course_id: '9001',
  course_name: 'Maple Hollow',
  facility_name: 'Maple Hollow Golf Club',
  tee_name: 'White',
  course_rating: 69.4,
  slope_rating: 122,
  differential: 17.2,
  pcc: 0,
  score_type: 'H',
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => scoreRow(from + i));

async function failure(promise: Promise<unknown>): Promise<GhinApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GhinApiError);
  return error as GhinApiError;
}

describe('scores, paged', () => {
  it('pages by offset until a short page, whatever total_count says ("-" here)', async () => {
    answer = ({ query }) => {
      const offset = Number(query.get('offset'));
      const count = offset === 0 ? 100 : offset === 100 ? 100 : 30;
      return { body: { scores: rows(offset, count), total_count: '-', average: '-' } };
    };
    const result = await client().recentScores('golfer-token', '1234567', 1000);
    expect(result.scores).toHaveLength(230);
    expect(result.totalCount).toBe(230);
    expect(seen.map(({ query }) => [query.get('offset'), query.get('limit')])).toEqual([
      ['0', '100'],
      ['100', '100'],
      ['200', '100'],
    ]);
  });

  it('does not stop at a total_count smaller than what GHIN keeps sending, nor ask beyond the limit', async () => {
    answer = ({ query }) => ({ body: { scores: rows(Number(query.get('offset')), 100), total_count: 100 } });
    const result = await client().recentScores('golfer-token', '1234567', 250);
    expect(seen.map(({ query }) => query.get('limit'))).toEqual(['100', '100', '50']);
    expect(result.scores).toHaveLength(300);
  });

  it('reads a golfer with no scores ("-" for every figure, or no total_count) as none', async () => {
    answer = () => ({
      body: { scores: [], total_count: '-', average: '-', highest_score: '-', lowest_score: '-' },
    });
    expect(await client().recentScores('golfer-token', '5550002', 100)).toEqual({
      scores: [],
      totalCount: 0,
    });
    answer = () => ({ body: { scores: [] } });
    expect(await client().recentScores('golfer-token', '5550002', 100)).toEqual({
      scores: [],
      totalCount: 0,
    });
  });
});

describe('as a good GHIN citizen', () => {
  it('says who it is in every request (User-Agent), and logs a golfer in without a borrowed token', async () => {
    answer = ({ path }) =>
      path === '/golfer_login.json'
        ? {
            body: {
              golfer_user: {
                golfer_user_token: jwt(3600),
                golfer_id: 1234567,
                email: 'pat.morgan@example.com',
                golfers: [{ ghin: 1234567, first_name: 'Pat', last_name: 'Morgan' }],
              },
            },
          }
        : { body: { golfers: [] } };
    const ghin = client();
    const login = await ghin.golferLogin('1234567', 'fairway-2025');
    await ghin.findGolfer(login.token, '1234567');
    expect(login).toMatchObject({
      ghinNumber: '1234567',
      golferName: 'Pat Morgan',
      email: 'pat.morgan@example.com',
    });
    expect(seen.map(({ headers }) => headers['user-agent'])).toEqual([USER_AGENT, USER_AGENT]);
    expect(seen[0]?.body).toEqual({
      user: { email_or_ghin: '1234567', password: 'fairway-2025', remember_me: true },
    });
  });

  it("keeps a golfer's token as long as GHIN's JWT says (less a margin), never beyond GHIN's 12 hours", async () => {
    let lifetime = 3600;
    let token = '';
    answer = () => ({
      body: { golfer_user: { golfer_user_token: token, golfer_id: 1234567, golfers: [] } },
    });
    const ghin = client();
    token = jwt(lifetime);
    expect((await ghin.golferLogin('1234567', 'x')).tokenTtlSeconds).toBe(lifetime - 300);
    lifetime = 7 * 24 * 3600;
    token = jwt(lifetime);
    expect((await ghin.golferLogin('1234567', 'x')).tokenTtlSeconds).toBe(GHIN_SESSION_CEILING_SECONDS);
    token = 'not-a-jwt';
    expect((await ghin.golferLogin('1234567', 'x')).tokenTtlSeconds).toBe(11 * 3600);
    expect(jwtExpiry(jwt(60))).toBe(Math.floor(clock / 1000) + 60);
  });

  it('logs the vendor account in once and keeps its token until the expiry GHIN wrote in it', async () => {
    answer = ({ path }) =>
      path === '/users/login.json'
        ? { body: { user: { id: '9001', email: 'ops@example.com' }, token: jwt(2 * 3600) } }
        : { body: { golfers: [] } };
    const ghin = client();
    const first = await ghin.vendorToken();
    expect(await ghin.vendorToken()).toBe(first);
    expect(seen.filter(({ path }) => path === '/users/login.json')).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      user: { email: 'ops@example.com', password: 'vendor-pass', remember_me: true },
    });
    // Past its expiry (less the margin): a new login.
    clock += 2 * 3600 * 1000 - 4 * 60 * 1000;
    expect(await ghin.vendorToken()).not.toBe(first);
    expect(seen.filter(({ path }) => path === '/users/login.json')).toHaveLength(2);
    expect(await client({ vendor: false }).vendorToken()).toBeUndefined();
  });

  it('logs in again once when GHIN ends a vendor session that was working (401), and calls once more', async () => {
    const ended = new Set<string>();
    answer = ({ path, headers }) => {
      if (path === '/users/login.json') return { body: { user: { id: '9001' }, token: jwt(12 * 3600) } };
      const token = headers.authorization?.replace('Bearer ', '') ?? '';
      return ended.has(token) ? { status: 401, body: { error: 'Unauthorized' } } : { body: { golfers: [] } };
    };
    const ghin = client();
    const token = (await ghin.vendorToken())!;
    await ghin.findGolfer(token, '1234567');
    ended.add(token);
    // The caller still holds the old token: the client answers with the new one, here and after.
    await ghin.findGolfer(token, '1234567');
    await ghin.findGolfer(token, '1234567');
    expect(seen.map(({ path }) => path)).toEqual([
      '/users/login.json',
      '/golfers/search.json',
      '/golfers/search.json',
      '/users/login.json',
      '/golfers/search.json',
      '/golfers/search.json',
    ]);
    expect(await ghin.vendorToken()).not.toBe(token);
  });

  it('does not log in again for a vendor token GHIN refused at once, nor more than once for a call', async () => {
    answer = ({ path }) =>
      path === '/users/login.json'
        ? { body: { user: { id: '9001' }, token: jwt(12 * 3600) } }
        : { status: 401, body: { error: 'Unauthorized' } };
    const ghin = client();
    const token = (await ghin.vendorToken())!;
    const refused = await failure(ghin.findGolfer(token, '1234567'));
    expect(refused).toMatchObject({ kind: 'credentials', message: GHIN_LOGIN_REFUSED_MESSAGE });
    expect(seen.filter(({ path }) => path === '/users/login.json')).toHaveLength(1);
  });

  it("honours Retry-After: after a 429 the account's calls wait it out without asking GHIN, other golfers' do not", async () => {
    let limited = true;
    answer = ({ path }) => {
      if (path === '/users/login.json') return { body: { user: { id: '9001' }, token: jwt(12 * 3600) } };
      return limited
        ? { status: 429, body: { error: 'Too Many Requests' }, headers: { 'retry-after': '30' } }
        : { body: { golfers: [] } };
    };
    const ghin = client();
    const token = (await ghin.vendorToken())!;
    expect(await failure(ghin.findGolfer(token, '1234567'))).toMatchObject({
      kind: 'unavailable',
      retryAfterSeconds: 30,
    });
    limited = false;
    const asked = seen.length;
    clock += 10_000;
    expect(await failure(ghin.recentScores(token, '7654321', 100))).toMatchObject({ retryAfterSeconds: 20 });
    expect(seen).toHaveLength(asked);
    // A golfer's own token is another account at GHIN.
    await ghin.findGolfer('golfer-token', '7654321');
    expect(seen).toHaveLength(asked + 1);
    clock += 20_000;
    await ghin.findGolfer(token, '1234567');
    expect(seen).toHaveLength(asked + 2);
  });
});

describe("GHIN's 404 AccessDenied", () => {
  it("to the vendor account is the golfer's consent not given yet, not wrong credentials", async () => {
    answer = ({ path }) =>
      path === '/users/login.json'
        ? { body: { user: { id: '9001' }, token: jwt(12 * 3600) } }
        : { status: 404, body: { error: 'AccessDenied: You are not authorized to access this page.' } };
    const ghin = client();
    const token = (await ghin.vendorToken())!;
    expect(await failure(ghin.recentScores(token, '5550004', 100))).toMatchObject({
      kind: 'not-permitted',
      message: GHIN_ACCESS_NOT_GIVEN_MESSAGE,
    });
    // A golfer's own login that may not see a record is refused as before.
    expect(await failure(ghin.recentScores('golfer-token', '5550004', 100))).toMatchObject({
      kind: 'credentials',
    });
  });
});

describe("the operator account's access requests", () => {
  it('lists the answers and sends a request with the email GHIN wants', async () => {
    answer = ({ path }) => {
      if (path === '/users/login.json') return { body: { user: { id: '9001' }, token: jwt(12 * 3600) } };
      if (path === '/users/accesses.json') {
        return {
          body: {
            golfers: [
              {
                golfer: { id: '1234567' },
                user_access: { id: '1', golfer_name: 'Pat', gpa_status: 'approved' },
              },
            ],
          },
        };
      }
      return { body: { success: 'The request was successfully sent to the Golfer.' } };
    };
    const ghin = client();
    const token = (await ghin.vendorToken())!;
    expect(await ghin.operatorAccesses(token)).toEqual(new Map([['1234567', 'approved']]));
    await ghin.requestOperatorAccess(token, '5550004', 'jordan.asked@example.com');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/users/golfers/5550004/request_golfer_product_access.json',
      body: { email: 'jordan.asked@example.com' },
    });
  });
});
