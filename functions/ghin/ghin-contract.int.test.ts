import {
  GhinClient as SpicyGhinClient,
  NetworkError,
  RateLimitError,
  type GhinDegradation,
} from '@spicygolf/ghin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GHIN_ACCESS_NOT_GIVEN_MESSAGE } from '#shared/schemas/ghin';
import { startFakeGhin, type FakeGhin } from '../../scripts/local/fake-ghin';
import { createGhinClient, type GhinClient } from './client/ghin-client';
import { GhinApiError } from './client/ghin-errors';
import { ghinUserAgent } from './ghin-api';

/**
 * The fake GHIN (scripts/local/fake-ghin.ts) read by a GHIN client we did not write, @spicygolf/ghin 0.20,
 * whose zod schemas were fitted to GHIN's real answers (its changelog and captured fixtures), and by
 * Fescue's own client, side by side: golfer login, golfer and handicap lookup, scores paged by offset,
 * the vendor login and its access requests, a session GHIN ended (401) and a 429. Where @spicygolf/ghin
 * and the fake disagree, the fake is wrong. Every answer must parse whole: a row @spicygolf/ghin drops
 * (reported to onDegraded, or left in `invalid`) fails the test.
 *
 * The fake runs on its own here, apart from the stack's, so its failures touch nobody else's test.
 */
let fake: FakeGhin;
/** @spicygolf/ghin's golfer login first asks Firebase Installations for the token GHIN's web app sends. */
let firebaseAsked = 0;
const degraded: GhinDegradation[] = [];

const FIREBASE_HOST = 'firebaseinstallations.googleapis.com';

beforeAll(async () => {
  fake = await startFakeGhin();
  // Firebase is Google's, not GHIN's: the test answers it, as Firebase does, and nothing leaves the machine.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === FIREBASE_HOST) {
      firebaseAsked += 1;
      return Response.json({ authToken: { token: 'firebase-installation-token', expiresIn: '604800s' } });
    }
    return realFetch(input, init);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await fake.stop();
});

const control = async (path: string, body: unknown = {}) =>
  (await fetch(`${fake.url}/_fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json())) as Record<string, unknown>;
const fakeLog = async () =>
  (await control('reads')) as {
    logins: { golfer: number; vendor: number; golferWithoutToken: number };
    accessRequests: { golferId: string; email: string }[];
    userAgents: string[];
  };

beforeEach(async () => {
  await control('reset');
  firebaseAsked = 0;
  degraded.length = 0;
});
afterEach(() => {
  // Nothing GHIN-shaped was dropped by the client fitted to GHIN's answers.
  expect(degraded).toEqual([]);
});

/** @spicygolf/ghin pointed at the fake: `baseUrl` is GHIN's API root, `apiVersion` is added to it. */
function spicy(username: string, password: string, o: { vendor?: boolean } = {}) {
  return new SpicyGhinClient({
    username,
    password,
    baseUrl: fake.url.replace(/\/v1$/, ''),
    apiAccess: o.vendor ?? false,
    onDegraded: (report) => degraded.push(report),
  });
}

function fescue(): GhinClient {
  return createGhinClient({
    baseUrl: fake.url,
    timeoutMs: 5000,
    backoffMs: () => 0,
    userAgent: ghinUserAgent('http://localhost:3000'),
    vendorCredential: () => Promise.resolve(fake.operator),
  });
}

const PAT = { ghin: 1234567, password: 'fairway-2025' };
const MORGAN = { ghin: 5550005, password: 'home-and-away' };
const RILEY = { ghin: 5550002, password: 'first-season' };
const CASEY = { ghin: 5550003, password: 'two-nines' };
const JORDAN = { ghin: 5550004, password: 'ask-me-first' };

describe('golfer login and the golfer and handicap lookup', () => {
  it("both clients log in and read the golfer of two clubs from the home club's row", async () => {
    const theirs = await spicy(String(MORGAN.ghin), MORGAN.password).handicaps.getOne(MORGAN.ghin);
    expect(theirs.isOk()).toBe(true);
    expect(theirs._unsafeUnwrap()).toMatchObject({
      ghin: MORGAN.ghin,
      handicap_index: 7.6,
      is_home_club: true,
      club_name: 'Maple Hollow Golf Club',
      status: 'Active',
    });
    // @spicygolf/ghin sends GHIN's web app's Firebase token; the fake takes the login with or without it.
    expect(firebaseAsked).toBe(1);

    const ours = fescue();
    const login = await ours.golferLogin(String(MORGAN.ghin), MORGAN.password);
    expect(login).toMatchObject({ ghinNumber: String(MORGAN.ghin), golferName: 'Morgan Twells' });
    expect(await ours.findGolfer(login.token, String(MORGAN.ghin))).toMatchObject({
      handicap_index: 7.6,
      club_name: 'Maple Hollow Golf Club',
    });
    expect((await fakeLog()).logins).toEqual({ golfer: 2, vendor: 0, golferWithoutToken: 1 });
  });

  it('both read no handicap for a new member (NH)', async () => {
    const theirs = await spicy(String(RILEY.ghin), RILEY.password).handicaps.getOne(RILEY.ghin);
    expect(theirs._unsafeUnwrap()).toMatchObject({ handicap_index: null, hi_value: null });
    const ours = fescue();
    const login = await ours.golferLogin(String(RILEY.ghin), RILEY.password);
    expect((await ours.findGolfer(login.token, String(RILEY.ghin)))?.handicap_index).toBeNull();
  });

  it('logs in once for many calls: the fake’s tokens carry the expiry @spicygolf/ghin reads (JWT exp)', async () => {
    const client = spicy(String(PAT.ghin), PAT.password);
    for (let call = 0; call < 3; call += 1)
      expect((await client.handicaps.getOne(PAT.ghin)).isOk()).toBe(true);
    expect((await fakeLog()).logins.golfer).toBe(1);
  });
});

describe('scores, paged by offset', () => {
  it('both page 130 scores by offset to a short page, and every row parses whole', async () => {
    const client = spicy(String(PAT.ghin), PAT.password);
    const first = (await client.golfers.getScores(PAT.ghin, { offset: 0, limit: 100 }))._unsafeUnwrap();
    const rest = (await client.golfers.getScores(PAT.ghin, { offset: 100, limit: 100 }))._unsafeUnwrap();
    expect([first.scores.length, first.invalid, first.total_count]).toEqual([100, [], 130]);
    expect([rest.scores.length, rest.invalid]).toEqual([30, []]);
    expect(new Set([...first.scores, ...rest.scores].map((score) => score.id)).size).toBe(130);

    const ours = fescue();
    const login = await ours.golferLogin(String(PAT.ghin), PAT.password);
    const read = await ours.recentScores(login.token, String(PAT.ghin), 1000);
    expect([read.scores.length, read.totalCount]).toEqual([130, 130]);
    expect(read.scores.map((score) => score.id)).toEqual(
      [...first.scores, ...rest.scores].map((score) => String(score.id)),
    );
  });

  it('both read combined (C) and penalty (P) rows, the nines, an unfinished round and hole by hole details', async () => {
    const theirs = (
      await spicy(String(CASEY.ghin), CASEY.password).golfers.getScores(CASEY.ghin, { offset: 0, limit: 100 })
    )._unsafeUnwrap();
    expect(theirs.invalid).toEqual([]);
    expect(theirs.scores.map((score) => [score.score_type, score.number_of_holes])).toEqual([
      ['HOME', 18],
      ['COMBINED', 18],
      ['HOME', 9],
      ['HOME', 9],
      ['PENALTY', 18],
      ['AWAY', 18],
    ]);
    const combined = theirs.scores[1];
    expect(combined?.adjusted_gross_score).toBe(
      (combined?.front9_adjusted ?? 0) + (combined?.back9_adjusted ?? 0),
    );
    expect(theirs.scores[0]?.hole_details).toHaveLength(18);
    expect(theirs.scores.at(-1)?.number_of_played_holes).toBe(14);

    const ours = fescue();
    const login = await ours.golferLogin(String(CASEY.ghin), CASEY.password);
    const read = await ours.recentScores(login.token, String(CASEY.ghin), 100);
    expect(read.scores.map((score) => score.score_type)).toEqual(['H', 'C', 'H', 'H', 'P', 'A']);
    expect(read.scores[0]?.hole_details).toHaveLength(18);
    expect(read.scores.at(-1)?.number_of_played_holes).toBe(14);
  });

  it('both read the envelope of a golfer with no scores ("-" for every figure)', async () => {
    const theirs = (
      await spicy(String(RILEY.ghin), RILEY.password).golfers.getScores(RILEY.ghin, { offset: 0, limit: 100 })
    )._unsafeUnwrap();
    expect(theirs).toMatchObject({ scores: [], total_count: null, highest_score: null, lowest_score: null });
    const ours = fescue();
    const login = await ours.golferLogin(String(RILEY.ghin), RILEY.password);
    expect(await ours.recentScores(login.token, String(RILEY.ghin), 100)).toEqual({
      scores: [],
      totalCount: 0,
    });
  });
});

describe("the vendor login and the golfer's consent", () => {
  it('both log the vendor in ({user, token}), read the access requests, ask, and meet AccessDenied until approved', async () => {
    const theirs = spicy(fake.operator.email, fake.operator.password, { vendor: true });
    const before = (await theirs.gpa.getAccesses())._unsafeUnwrap();
    expect(before).toContainEqual(expect.objectContaining({ golferId: PAT.ghin, gpaStatus: 'approved' }));
    expect(before.some((entry) => entry.golferId === JORDAN.ghin)).toBe(false);

    const denied = (await theirs.golfers.getScores(JORDAN.ghin, { offset: 0, limit: 10 }))._unsafeUnwrapErr();
    expect(denied).toBeInstanceOf(NetworkError);
    expect(denied.statusCode).toBe(404);
    expect(String((denied.cause as Error).message)).toContain('AccessDenied');

    const asked = await theirs.gpa.requestAccess(JORDAN.ghin, { email: 'jordan.asked@example.com' });
    expect(asked._unsafeUnwrap().success).toMatch(/sent to the Golfer/);

    const ours = fescue();
    const token = (await ours.vendorToken())!;
    expect((await ours.operatorAccesses(token)).get(String(JORDAN.ghin))).toBe('pending');
    const refused = await ours.recentScores(token, String(JORDAN.ghin), 10).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GhinApiError);
    expect(refused).toMatchObject({ kind: 'not-permitted', message: GHIN_ACCESS_NOT_GIVEN_MESSAGE });

    await control(`golfers/${JORDAN.ghin}/access`, { status: 'approved' });
    const read = (await theirs.golfers.getScores(JORDAN.ghin, { offset: 0, limit: 100 }))._unsafeUnwrap();
    expect([read.scores.length, read.invalid]).toEqual([12, []]);
    expect((await ours.recentScores(token, String(JORDAN.ghin), 100)).scores).toHaveLength(12);
    expect((await fakeLog()).logins.vendor).toBe(2);
  });
});

describe('a session GHIN ended (401) and a 429', () => {
  it('both replace a vendor token GHIN ended before its expiry by one new login', async () => {
    const theirs = spicy(fake.operator.email, fake.operator.password, { vendor: true });
    const ours = fescue();
    const token = (await ours.vendorToken())!;
    expect((await theirs.gpa.getAccesses()).isOk()).toBe(true);
    expect((await ours.operatorAccesses(token)).size).toBeGreaterThan(0);
    await control('end-sessions');
    expect((await theirs.gpa.getAccesses()).isOk()).toBe(true);
    expect((await ours.operatorAccesses(token)).size).toBeGreaterThan(0);
    expect((await fakeLog()).logins.vendor).toBe(4);
  });

  it('both read a 429 with its Retry-After; Fescue then leaves the account alone until it has passed', async () => {
    const theirs = spicy(String(PAT.ghin), PAT.password);
    expect((await theirs.handicaps.getOne(PAT.ghin)).isOk()).toBe(true);
    // @spicygolf/ghin tries a 429 three times (1 s and 2 s apart).
    await control('fail-next', { status: 429, times: 3, retryAfter: '7' });
    const limited = (await theirs.golfers.getScores(PAT.ghin, { offset: 0, limit: 10 }))._unsafeUnwrapErr();
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as RateLimitError).retryAfter).toBe(7);

    const ours = fescue();
    const token = (await ours.vendorToken())!;
    await control('fail-next', { status: 429, times: 1, retryAfter: '7' });
    const first = await ours.recentScores(token, String(PAT.ghin), 10).catch((error: unknown) => error);
    expect(first).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 7 });
    const asked = fake.requestCount;
    const second = await ours.findGolfer(token, String(PAT.ghin)).catch((error: unknown) => error);
    expect(second).toMatchObject({ kind: 'unavailable', upstreamStatus: 429 });
    expect(fake.requestCount).toBe(asked);
  }, 20_000);

  it('Fescue says who it is in every request (GHIN sees its User-Agent, not a browser’s)', async () => {
    const ours = fescue();
    const login = await ours.golferLogin(String(PAT.ghin), PAT.password);
    await ours.recentScores(login.token, String(PAT.ghin), 100);
    await ours.vendorToken();
    expect((await fakeLog()).userAgents).toEqual([ghinUserAgent('http://localhost:3000')]);
  });
});
