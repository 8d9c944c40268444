import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { achievementsResponseSchema, type AchievementChanges } from '#shared/schemas/achievement';
import {
  CREDENTIALS_REQUIRED_MESSAGE,
  ESTIMATE_LABEL,
  GHIN_ACCESS_NOT_GIVEN_MESSAGE,
  GHIN_LOGIN_REFUSED_MESSAGE,
  GHIN_NOT_CONNECTED_MESSAGE,
  GHIN_UNAVAILABLE_MESSAGE,
  MISSING_GHIN_NUMBER_MESSAGE,
  ghinNumberNotProvedMessage,
  ghinRateLimitedMessage,
  ghinStatusSchema,
  ghinSyncResponseSchema,
  handicapEstimateSchema,
  type GhinSyncResult,
} from '#shared/schemas/ghin';
import { roundListResponseSchema, roundSchema, type Round } from '#shared/schemas/round';
import { userSchema } from '#shared/schemas/user';
import { FAKE_GHIN_RETRY_AFTER_SECONDS } from '../../scripts/local/fake-ghin';
import { fakeGhinGolfers } from '../../scripts/local/fake-ghin-golfers';
import { accountExportSchema } from '#shared/schemas/account';
import { addressOf, apiFetch, fakeGhinUrl, getItem, signIn, stackUrl } from '../../scripts/local/testing';
import { listUnlocks } from '../achievements/achievements-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { GHIN_LINK_ENTITY, ghinKeys } from '../data/keys/ghin-keys';
import { freshEmail } from '../lib/testing/stack-helpers';

// The global stack runs the fake GHIN (scripts/local/fake-ghin.ts) with an operator account.
const PAT = { username: '1234567', password: 'fairway-2025' };
const PAT_SCORES = 130;
// Another golfer, whose number an attacker types (scripts/local/fake-ghin-golfers.ts).
const ALEX = { username: '7654321', password: 'scratch-golf', name: 'Alex' };

const fake = (path: string, body: unknown = {}) =>
  fetch(`${fakeGhinUrl()}/_fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeEach(async () => {
  await fake('reset');
});

interface FakeLog {
  reads: { golferId: string; by: string }[];
  accessRequests: { golferId: string; email: string }[];
  logins: { golfer: number; vendor: number; golferWithoutToken: number };
  userAgents: string[];
}
/** What the fake GHIN saw since the last reset. */
const fakeLog = async () => (await (await fake('reads')).json()) as FakeLog;
/** The GHIN numbers whose records the fake GHIN was asked for since the last reset. */
const ghinReads = async () => (await fakeLog()).reads;

// Each golfer from an address of their own, so the connects here never add up to the limit per address.
const connect = (cookie: string, body: unknown = PAT) =>
  apiFetch('/api/ghin/connect', { method: 'POST', cookie, body, from: addressOf(cookie) });
const sync = (cookie: string, body: unknown = {}) =>
  apiFetch('/api/ghin/sync', { method: 'POST', cookie, body });
const status = async (cookie: string) =>
  ghinStatusSchema.parse(await (await apiFetch('/api/ghin/status', { cookie })).json());
const syncResult = async (response: Response): Promise<GhinSyncResult> => {
  expect(response.status).toBe(200);
  return ghinSyncResponseSchema.parse(await response.json()).results;
};

async function allRounds(cookie: string): Promise<Round[]> {
  const rounds: Round[] = [];
  let cursor: string | undefined;
  do {
    const response = await apiFetch(
      `/api/rounds?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      {
        cookie,
      },
    );
    const page = roundListResponseSchema.parse(await response.json());
    rounds.push(...page.rounds);
    cursor = page.nextCursor;
  } while (cursor);
  return rounds;
}

async function newGolfer(label: string) {
  const { cookie, userId } = await signIn(freshEmail(label));
  return { cookie, userId };
}

describe('every GHIN route', () => {
  it.each([
    ['POST', '/api/ghin/connect'],
    ['POST', '/api/ghin/test'],
    ['POST', '/api/ghin/sync'],
    ['PUT', '/api/ghin/manual'],
    ['GET', '/api/ghin/status'],
    ['PUT', '/api/ghin/settings'],
    ['DELETE', '/api/ghin/rounds'],
    ['GET', '/api/ghin/handicap-history'],
    ['GET', '/api/handicap/estimate'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    expect((await apiFetch(path, { method, ...(method === 'GET' ? {} : { body: {} }) })).status).toBe(401);
  });
});

describe('POST /api/ghin/connect', () => {
  it('answers 400 with the message golfers read when the username or password is missing, and keeps nothing', async () => {
    const { cookie, userId } = await newGolfer('ghin-400');
    for (const body of [{}, { username: '1234567' }, { username: ' ', password: 'x' }, { password: 'x' }]) {
      const response = await connect(cookie, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(CREDENTIALS_REQUIRED_MESSAGE);
    }
    expect(await getItem(ghinKeys.link(userId))).toBeUndefined();
  });

  it('says GHIN did not accept the credentials (422), never demonstration data, and stores nothing', async () => {
    const { cookie, userId } = await newGolfer('ghin-refused');
    const response = await connect(cookie, { username: '1234567', password: 'wrong' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: GHIN_LOGIN_REFUSED_MESSAGE });
    expect(await getItem(ghinKeys.link(userId))).toBeUndefined();
    expect(await getItem(ghinKeys.session(userId))).toBeUndefined();
  });

  it('connects with the golfer’s own login: the official index reaches the profile, the password is kept nowhere', async () => {
    const { cookie, userId } = await newGolfer('ghin-connect');
    const response = await connect(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      connected: true,
      ghinNumber: '1234567',
      golferName: 'Pat Morgan',
      handicapIndex: 12.4,
      achievements: {
        earned: expect.arrayContaining([expect.objectContaining({ id: 'ghin-synced' })]),
        lost: [],
      },
    });
    const user = userSchema.parse(await (await apiFetch('/api/user', { cookie })).json());
    expect(user).toMatchObject({ ghinNumber: '1234567', ghinHandicap: 12.4 });
    const stored = JSON.stringify([
      await getItem(ghinKeys.link(userId)),
      await getItem(ghinKeys.session(userId)),
    ]);
    expect(stored).not.toContain(PAT.password);
    expect(await status(cookie)).toMatchObject({ connected: true, ghinNumber: '1234567', lastError: null });
  });

  it('says when to retry when GHIN limits requests (503 with Retry-After)', async () => {
    const { cookie } = await newGolfer('ghin-429');
    const response = await connect(cookie, { username: '1234567', password: 'fail-429' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(FAKE_GHIN_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ message: ghinRateLimitedMessage(FAKE_GHIN_RETRY_AFTER_SECONDS) });
  });

  it.each([['fail-500'], ['fail-503'], ['slow']])(
    'says GHIN is unavailable (503) when GHIN answers %s',
    async (password) => {
      const { cookie } = await newGolfer(`ghin-${password}`);
      const response = await connect(cookie, { username: '1234567', password });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: GHIN_UNAVAILABLE_MESSAGE });
    },
  );
});

describe('POST /api/ghin/sync', () => {
  it('answers 409 when the golfer has not connected GHIN', async () => {
    const { cookie } = await newGolfer('ghin-unconnected');
    const response = await sync(cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: GHIN_NOT_CONNECTED_MESSAGE });
  });

  it('answers 400 for a malformed body and another golfer’s GHIN number', async () => {
    const { cookie } = await newGolfer('ghin-sync-400');
    await connect(cookie);
    expect((await sync(cookie, { all: 'yes' })).status).toBe(400);
    expect((await sync(cookie, { ghinNumber: '12ab' })).status).toBe(400);
    expect((await sync(cookie, { ghinNumber: '7654321' })).status).toBe(400);
  });

  it('imports the 100 most recent scores as rounds; a second sync adds nothing; own rounds are untouched', async () => {
    const { cookie } = await newGolfer('ghin-sync');
    const own = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 88, playedAt: '2025-06-01' },
    });
    expect(own.status).toBe(201);
    // The create answer also says what the round earned; the round itself is the rest.
    const { achievements: _earned, ...ownRound } = (await own.json()) as Round & { achievements: unknown };
    await connect(cookie);

    const first = await syncResult(await sync(cookie));
    expect(first).toMatchObject({
      roundsCreated: 100,
      roundsUpdated: 0,
      scoresRead: 100,
      scoresAvailable: PAT_SCORES,
      handicapIndex: 12.4,
      totalRounds: 101,
    });
    // Bethpage Black, Pebble Beach and Torrey Pines South are catalog courses; two local clubs are new (or
    // already made by an earlier test's sync: courses are shared).
    expect(first.coursesCreated).toBeLessThanOrEqual(2);

    const second = await syncResult(await sync(cookie));
    expect(second).toMatchObject({ roundsCreated: 0, roundsUpdated: 0, coursesCreated: 0, totalRounds: 101 });

    const rounds = await allRounds(cookie);
    expect(rounds).toHaveLength(101);
    const imported = rounds.filter((round) => round.source === 'ghin');
    expect(new Set(imported.map((round) => round.ghinScoreId)).size).toBe(100);
    expect(imported.some((round) => round.holes === 9)).toBe(true);
    // Bethpage Black is the catalog's course, matched by name and place, not a copy.
    expect(imported.some((round) => round.courseId === 'bethpage-black')).toBe(true);
    expect(rounds.find((round) => round.id === ownRound.id)).toMatchObject(ownRound);
    // First Tee, stored with the golfer's own round, now dates from the earliest GHIN round: a sync dates
    // what it reaches by the rounds in the order played, not by the day of the sync.
    const firstPlayed = rounds.map((round) => round.playedAt).sort()[0];
    expect((firstPlayed ?? '') < '2025-06-01').toBe(true);
    const earned = await apiFetch('/api/achievements', { cookie });
    const { achievements } = achievementsResponseSchema.parse(await earned.json());
    expect(achievements.find((a) => a.id === 'first-tee')?.earnedDate).toBe(firstPlayed);

    const more = await syncResult(await sync(cookie, { all: true }));
    expect(more).toMatchObject({ roundsCreated: PAT_SCORES - 100, scoresRead: PAT_SCORES, totalRounds: 131 });
  });

  it('updates the round of a score GHIN changed, and nothing else', async () => {
    const { cookie } = await newGolfer('ghin-changed');
    await connect(cookie);
    await syncResult(await sync(cookie));
    const before = await allRounds(cookie);
    const target = before.find((round) => round.ghinScoreId === String(700_130));
    expect(target).toBeDefined();
    await fake(`golfers/1234567/scores/700130`, { adjusted_gross_score: (target?.score ?? 80) + 3 });

    const again = await syncResult(await sync(cookie));
    expect(again).toMatchObject({ roundsCreated: 0, roundsUpdated: 1 });
    const after = await allRounds(cookie);
    expect(after.find((round) => round.id === target?.id)?.score).toBe((target?.score ?? 0) + 3);
    expect(after).toHaveLength(before.length);
  });

  it('retries a passing GHIN failure and succeeds', async () => {
    const { cookie } = await newGolfer('ghin-retry');
    await connect(cookie);
    await fake('fail-next', { status: 503, times: 1 });
    expect((await syncResult(await sync(cookie))).roundsCreated).toBe(100);
  });

  it.each([
    ['a 500 that lasts', { status: 500, times: 10 }, 503, GHIN_UNAVAILABLE_MESSAGE],
    ['a timeout', { status: 0, times: 1 }, 503, GHIN_UNAVAILABLE_MESSAGE],
    ['a 429 with Retry-After', { status: 429, times: 10, retryAfter: '42' }, 503, ghinRateLimitedMessage(42)],
  ])(
    'on %s answers a clear error, writes no round and records the error',
    async (_label, failure, code, message) => {
      const { cookie } = await newGolfer('ghin-fail');
      await connect(cookie);
      await fake('fail-next', failure);
      const response = await sync(cookie);
      expect(response.status).toBe(code);
      expect(await response.json()).toEqual({ message });
      expect(await allRounds(cookie)).toHaveLength(0);
      expect((await status(cookie)).lastError?.message).toBe(message);
    },
  );

  it('when GHIN refuses the stored login (401), asks the golfer to connect again', async () => {
    const { cookie } = await newGolfer('ghin-401');
    await connect(cookie);
    await fake('fail-next', { status: 401, times: 1 });
    const response = await sync(cookie);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: GHIN_LOGIN_REFUSED_MESSAGE });
    expect(await allRounds(cookie)).toHaveLength(0);
    expect((await status(cookie)).connected).toBe(false);
  });
});

describe('DELETE /api/ghin/rounds', () => {
  it('removes every imported round in one action and leaves the golfer’s own', async () => {
    const { cookie } = await newGolfer('ghin-remove');
    await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 90, playedAt: '2025-07-01' },
    });
    await connect(cookie);
    await syncResult(await sync(cookie));
    const response = await apiFetch('/api/ghin/rounds', { method: 'DELETE', cookie });
    expect(await response.json()).toEqual({ roundsRemoved: 100, achievements: expect.any(Object) });
    const left = await allRounds(cookie);
    expect(left.map((round) => round.score)).toEqual([90]);
    const stats = (await (await apiFetch('/api/user/stats', { cookie })).json()) as { totalRounds: number };
    expect(stats.totalRounds).toBe(1);
  });
});

describe('achievements earned by connecting GHIN or typing a number', () => {
  const unlockedIds = async (userId: string) =>
    (await listUnlocks(userId)).map((unlock) => unlock.achievementId).sort();

  it('earns GHIN Synced the moment the golfer connects, not on a later visit to Achievements', async () => {
    const { cookie, userId } = await newGolfer('ghin-connect-earns');
    const response = await connect(cookie);
    expect(response.status).toBe(200);
    const { achievements } = (await response.json()) as { achievements: AchievementChanges };
    expect(achievements.earned.map((a) => a.title)).toContain('GHIN Synced');
    // Stored by the connect itself: nothing else has read or reconciled the golfer's achievements yet.
    expect(await unlockedIds(userId)).toEqual(achievements.earned.map((a) => a.id).sort());
  });

  it('earns GHIN Synced from a number typed in Manual Entry, and answers it for the toast', async () => {
    const { cookie, userId } = await newGolfer('ghin-manual-earns');
    const response = await apiFetch('/api/ghin/manual', {
      method: 'PUT',
      cookie,
      body: { ghinNumber: '7654321', handicapIndex: 8.1 },
    });
    expect(response.status).toBe(200);
    const { achievements } = (await response.json()) as { achievements: AchievementChanges };
    expect(achievements.earned.map((a) => a.id).sort()).toEqual(await unlockedIds(userId));
    expect(await unlockedIds(userId)).toContain('ghin-synced');
  });

  it('earns nothing from a refused connect', async () => {
    const { cookie, userId } = await newGolfer('ghin-refused-earns');
    expect((await connect(cookie, { ...PAT, password: 'wrong' })).status).toBe(422);
    expect(await unlockedIds(userId)).toEqual([]);
  });
});

describe('PUT /api/ghin/manual', () => {
  it('saves the GHIN number and the golfer’s own index on the profile, a plus handicap as WHS stores it', async () => {
    const { cookie } = await newGolfer('ghin-manual');
    const response = await apiFetch('/api/ghin/manual', {
      method: 'PUT',
      cookie,
      body: { ghinNumber: '7654321', handicapIndex: '+2.3' },
    });
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json())).toMatchObject({ ghinNumber: '7654321', handicap: -2.3 });
    expect(await status(cookie)).toMatchObject({ ghinNumber: '7654321', ghinNumberVerified: false });
  });

  it.each([
    [{}, MISSING_GHIN_NUMBER_MESSAGE],
    [{ ghinNumber: '' }, MISSING_GHIN_NUMBER_MESSAGE],
    [{ ghinNumber: '12a' }, 'GHIN number must contain digits only (up to 10)'],
    [{ ghinNumber: '123', handicapIndex: 60 }, 'Handicap must be between +10 and 54'],
    [
      { ghinNumber: '123', handicapIndex: '-2.3' },
      'Handicap must be a number, like 12.4, or +2.3 for a plus handicap',
    ],
  ])('answers 400 for %j and writes nothing', async (body, message) => {
    const { cookie, userId } = await newGolfer('ghin-manual-400');
    const response = await apiFetch('/api/ghin/manual', { method: 'PUT', cookie, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await getItem(ghinKeys.link(userId))).toBeUndefined();
  });
});

describe('POST /api/ghin/test', () => {
  it('says not connected, then connected as the golfer, never needing "API access"', async () => {
    const { cookie } = await newGolfer('ghin-test');
    const test = async () => (await apiFetch('/api/ghin/test', { method: 'POST', cookie })).json();
    expect(await test()).toMatchObject({ success: false, needsApiAccess: false });
    await connect(cookie);
    expect(await test()).toEqual({
      success: true,
      needsApiAccess: false,
      message: 'Connected to GHIN as Pat Morgan (GHIN # 1234567).',
    });
  });

  it('still names the golfer through the operator account once their login proved the number and its token lapsed', async () => {
    const { cookie, userId } = await newGolfer('ghin-test-proved');
    await connect(cookie);
    // GHIN's token from the login is gone (it lasts about 12 hours); the proof on the link stays.
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ghinKeys.session(userId), token: 'lapsed', ghinNumber: '1234567', expiresAt: 1 },
      }),
    );
    const response = await apiFetch('/api/ghin/test', { method: 'POST', cookie });
    expect(await response.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('Pat Morgan'),
    });
    expect(await ghinReads()).toContainEqual({ golferId: '1234567', by: 'operator' });
    expect((await sync(cookie)).status).toBe(200);
  });
});

const settings = (cookie: string, body: unknown) =>
  apiFetch('/api/ghin/settings', { method: 'PUT', cookie, body });
/** One run of the scheduled sync on the local stack: the same dispatcher and worker as in AWS. */
const runScheduled = async () => {
  const response = await fetch(`${stackUrl()}/__local/ghin/sync-run`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    synced: number;
    deadLettered: number;
    deadLetters: { userId: string }[];
  };
};
const typeGhinNumber = (cookie: string, ghinNumber: string) =>
  apiFetch('/api/ghin/manual', { method: 'PUT', cookie, body: { ghinNumber } });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('a GHIN number nobody proved (golfer A types golfer B’s number)', () => {
  const refusal = ghinNumberNotProvedMessage(ALEX.username);

  it('test-connection does not name the owner of a typed number, and GHIN is not asked', async () => {
    const a = await newGolfer('ghin-typed-test');
    expect((await typeGhinNumber(a.cookie, ALEX.username)).status).toBe(200);
    const response = await apiFetch('/api/ghin/test', { method: 'POST', cookie: a.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body).toEqual({ success: false, needsApiAccess: false, message: refusal });
    expect(body.message).not.toContain(ALEX.name);
    expect(await status(a.cookie)).toMatchObject({
      ghinNumber: ALEX.username,
      ghinNumberVerified: false,
      golferName: null,
      connected: false,
    });
    expect(await ghinReads()).toEqual([]);
  });

  it('refuses a sync of a typed number (409) and imports nothing: no rounds, no official index', async () => {
    const a = await newGolfer('ghin-typed-sync');
    await typeGhinNumber(a.cookie, ALEX.username);
    for (const body of [{}, { ghinNumber: ALEX.username }, { all: true }]) {
      const response = await sync(a.cookie, body);
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe(refusal);
    }
    expect(await allRounds(a.cookie)).toHaveLength(0);
    const user = userSchema.parse(await (await apiFetch('/api/user', { cookie: a.cookie })).json());
    expect(user.ghinHandicap).toBeNull();
    expect(await ghinReads()).toEqual([]);
  });

  it('refuses to keep a typed number in sync (409 saying what proving it takes), and writes nothing', async () => {
    const a = await newGolfer('ghin-typed-settings');
    await typeGhinNumber(a.cookie, ALEX.username);
    const before = await getItem(ghinKeys.link(a.userId));
    const response = await settings(a.cookie, { syncEnabled: true });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(refusal);
    expect(refusal).toContain('Connect with your GHIN login');
    expect(await getItem(ghinKeys.link(a.userId))).toEqual(before);
    expect((await status(a.cookie)).syncEnabled).toBe(false);
  });

  it('typing another number after a GHIN login takes the proof away: no name, no sync, scheduled sync off and not run', async () => {
    const a = await newGolfer('ghin-typed-after-login');
    await connect(a.cookie);
    expect((await settings(a.cookie, { syncEnabled: true })).status).toBe(200);
    expect((await typeGhinNumber(a.cookie, ALEX.username)).status).toBe(200);

    expect(await status(a.cookie)).toMatchObject({
      ghinNumber: ALEX.username,
      ghinNumberVerified: false,
      golferName: null,
      connected: false,
      syncEnabled: false,
    });
    // The login's token proved 1234567, not this number: it is forgotten with the proof.
    expect(await getItem(ghinKeys.session(a.userId))).toBeUndefined();
    expect((await getItem(ghinKeys.link(a.userId)))?.gsi2pk).toBeUndefined();
    const test = await apiFetch('/api/ghin/test', { method: 'POST', cookie: a.cookie });
    expect(await messageOf(test)).toBe(refusal);
    expect((await sync(a.cookie)).status).toBe(409);

    await fake('reset');
    await runScheduled();
    expect((await ghinReads()).map((read) => read.golferId)).not.toContain(ALEX.username);
    expect(await allRounds(a.cookie)).toHaveLength(0);
  });

  it('the scheduled sync does not read a link stored before links carried their proof, and turns its sync off', async () => {
    const a = await newGolfer('ghin-legacy-typed');
    const b = await newGolfer('ghin-legacy-login-then-typed');
    const c = await newGolfer('ghin-legacy-login');
    const legacy = (userId: string, fields: Record<string, unknown>) =>
      documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...ghinKeys.link(userId),
            ...ghinKeys.syncIndex(userId),
            entity: GHIN_LINK_ENTITY,
            userId,
            syncEnabled: true,
            ...fields,
          },
        }),
      );
    // A typed the number; B connected with their own login, then typed someone else's; C only connected.
    await legacy(a.userId, { ghinNumber: ALEX.username, updatedAt: '2026-01-02T10:00:00.000Z' });
    await legacy(b.userId, {
      ghinNumber: ALEX.username,
      golferName: 'Pat Morgan',
      connectedAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    });
    await legacy(c.userId, {
      ghinNumber: PAT.username,
      golferName: 'Pat Morgan',
      connectedAt: '2026-01-01T10:00:00.000Z',
    });

    await runScheduled();
    expect((await ghinReads()).map((read) => read.golferId)).not.toContain(ALEX.username);
    for (const golfer of [a, b]) {
      expect(await allRounds(golfer.cookie)).toHaveLength(0);
      expect(await status(golfer.cookie)).toMatchObject({ ghinNumberVerified: false, golferName: null });
      const link = await getItem(ghinKeys.link(golfer.userId));
      expect(link).toMatchObject({ syncEnabled: false });
      expect(link?.gsi2pk).toBeUndefined();
      expect(await messageOf(await sync(golfer.cookie))).toBe(refusal);
      expect((await settings(golfer.cookie, { syncEnabled: true })).status).toBe(409);
    }
    // C's number was written by their own GHIN login: proved, and synced as before.
    expect(await allRounds(c.cookie)).toHaveLength(100);
    expect(await status(c.cookie)).toMatchObject({ ghinNumberVerified: true, golferName: 'Pat Morgan' });
    await settings(c.cookie, { syncEnabled: false });
  });

  it('a golfer who connected with their own login can still test, sync and keep it in sync, and retyping that number keeps the proof', async () => {
    const b = await newGolfer('ghin-proved-owner');
    expect((await connect(b.cookie, ALEX)).status).toBe(200);
    const retyped = await apiFetch('/api/ghin/manual', {
      method: 'PUT',
      cookie: b.cookie,
      body: { ghinNumber: ALEX.username, handicapIndex: '+2.0' },
    });
    expect(retyped.status).toBe(200);
    expect(await status(b.cookie)).toMatchObject({
      ghinNumber: ALEX.username,
      ghinNumberVerified: true,
      golferName: 'Alex Reyes',
      connected: true,
    });
    const test = await apiFetch('/api/ghin/test', { method: 'POST', cookie: b.cookie });
    expect(await test.json()).toMatchObject({ success: true, message: expect.stringContaining(ALEX.name) });
    expect((await syncResult(await sync(b.cookie))).roundsCreated).toBe(40);
    expect((await settings(b.cookie, { syncEnabled: true })).status).toBe(200);
    await settings(b.cookie, { syncEnabled: false });
  });
});

describe('scheduled sync', () => {
  it('answers 400 for a malformed body, 409 without a GHIN number', async () => {
    const { cookie } = await newGolfer('ghin-settings');
    expect((await settings(cookie, { syncEnabled: 'on' })).status).toBe(400);
    const response = await settings(cookie, { syncEnabled: true });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Connect with your GHIN login/);
  });

  it('syncs golfers who turned it on through the dispatcher, the queue and the worker; a failing golfer reaches the dead-letter queue', async () => {
    const good = await newGolfer('ghin-scheduled');
    await connect(good.cookie);
    const on = ghinStatusSchema.parse(await (await settings(good.cookie, { syncEnabled: true })).json());
    expect(on).toMatchObject({ syncEnabled: true, scheduledSyncAvailable: true });
    expect(on.nextSyncAt).not.toBeNull();

    // A golfer whose GHIN scores always fail (5550001), connected with their own login.
    const broken = await newGolfer('ghin-broken');
    expect((await connect(broken.cookie, { username: '5550001', password: 'always-fails' })).status).toBe(
      200,
    );
    expect((await settings(broken.cookie, { syncEnabled: true })).status).toBe(200);

    const run = await runScheduled();
    expect(run.synced).toBeGreaterThanOrEqual(1);
    expect(run.deadLetters.map((entry) => entry.userId)).toContain(broken.userId);
    expect(run.deadLetters.map((entry) => entry.userId)).not.toContain(good.userId);
    expect(await allRounds(good.cookie)).toHaveLength(100);
    expect((await status(good.cookie)).lastSyncAt).not.toBeNull();
    expect((await status(broken.cookie)).lastError?.message).toBe(GHIN_UNAVAILABLE_MESSAGE);
    expect(await allRounds(broken.cookie)).toHaveLength(0);

    // Off: the next run leaves the golfer alone.
    await settings(good.cookie, { syncEnabled: false });
    await settings(broken.cookie, { syncEnabled: false });
    await fake('golfers/1234567/scores/700130', { adjusted_gross_score: 70 });
    await runScheduled();
    expect((await allRounds(good.cookie)).some((round) => round.score === 70)).toBe(false);
  });
});

describe('GET /api/handicap/estimate', () => {
  it("estimates from the golfer's own rounds, labelled as an estimate, with the counted differentials", async () => {
    const { cookie } = await newGolfer('ghin-estimate');
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: {
        name: `Estimate Links ${Date.now()}`,
        city: 'Farmingdale',
        country: 'United States',
        courseRating: 72.1,
        slopeRating: 130,
      },
    });
    expect(created.status).toBe(201);
    const { id: courseId } = (await created.json()) as { id: string };
    for (const [day, score] of [
      ['2025-05-01', 85],
      ['2025-05-08', 90],
      ['2025-05-15', 88],
    ] as const) {
      await apiFetch('/api/rounds', {
        method: 'POST',
        cookie,
        body: { courseId, score, playedAt: day },
      });
    }
    const response = await apiFetch('/api/handicap/estimate', { cookie });
    const estimate = handicapEstimateSchema.parse(await response.json());
    expect(estimate.label).toBe(ESTIMATE_LABEL);
    expect(estimate.roundsConsidered).toBe(3);
    expect(estimate.differentials.filter((entry) => entry.counted)).toHaveLength(1);
    expect(estimate.estimate).not.toBeNull();
  });

  it('reads the tee rating and slope a golfer gives on a round where the course publishes none', async () => {
    const { cookie } = await newGolfer('ghin-estimate-tee');
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: `Unrated Muni ${Date.now()}`, city: 'Bend', country: 'United States' },
    });
    const { id: courseId } = (await created.json()) as { id: string };
    const refused = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId, score: 85, courseRating: 120, slopeRating: 130 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('Course rating must be') });

    const ids: string[] = [];
    for (const [day, score] of [
      ['2025-05-01', 85],
      ['2025-05-08', 90],
    ] as const) {
      const response = await apiFetch('/api/rounds', {
        method: 'POST',
        cookie,
        body: { courseId, score, playedAt: day, courseRating: 70.2, slopeRating: 124 },
      });
      expect(response.status).toBe(201);
      const round = roundSchema.parse(await response.json());
      expect([round.courseRating, round.slopeRating]).toEqual([70.2, 124]);
      ids.push(round.id);
    }
    // A third round without figures, given them afterwards by an edit.
    const third = roundSchema.parse(
      await (
        await apiFetch('/api/rounds', {
          method: 'POST',
          cookie,
          body: { courseId, score: 88, playedAt: '2025-05-15' },
        })
      ).json(),
    );
    let estimate = handicapEstimateSchema.parse(
      await (await apiFetch('/api/handicap/estimate', { cookie })).json(),
    );
    expect(estimate).toMatchObject({ roundsConsidered: 2, estimate: null });

    const edited = await apiFetch(`/api/rounds/${third.id}`, {
      method: 'PATCH',
      cookie,
      body: { courseRating: 70.2, slopeRating: 124 },
    });
    expect(edited.status).toBe(200);
    estimate = handicapEstimateSchema.parse(
      await (await apiFetch('/api/handicap/estimate', { cookie })).json(),
    );
    expect(estimate.roundsConsidered).toBe(3);
    // Three scores: the lowest differential less 2.0. (85 − 70.2) × 113 / 124 = 13.5, less 2.0 = 11.5.
    expect(estimate.estimate).toBe(11.5);
  });

  it('reads a 9-hole round on exactly half the 18-hole rating: 71.3 is 35.65, not 35.7', async () => {
    const { cookie } = await newGolfer('ghin-estimate-nines');
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: {
        name: `Nine Hole Heath ${Date.now()}`,
        city: 'Farmingdale',
        country: 'United States',
        courseRating: 71.3,
        slopeRating: 125,
      },
    });
    const { id: courseId } = (await created.json()) as { id: string };
    for (const day of ['2025-06-01', '2025-06-02']) {
      const response = await apiFetch('/api/rounds', {
        method: 'POST',
        cookie,
        body: { courseId, score: 45, holes: 9, playedAt: day },
      });
      expect(response.status).toBe(201);
    }
    const estimate = handicapEstimateSchema.parse(
      await (await apiFetch('/api/handicap/estimate', { cookie })).json(),
    );
    // Each nine: (45 − 35.65) × 113 / 125 = 8.45 → 8.5 (35.7 would give 8.41 → 8.4); combined 17.0.
    expect(estimate.differentials).toEqual([
      expect.objectContaining({ nineHole: 'combined', differential: 17 }),
    ]);
  });
});

/** The token of the golfer's GHIN login lapsed (GHIN's last about 12 hours); the proof on the link stays. */
const lapseGolferSession = (userId: string, ghinNumber: string) =>
  documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...ghinKeys.session(userId), token: 'lapsed', ghinNumber, expiresAt: 1 },
    }),
  );

describe('GHIN as it really answers', () => {
  it('syncs a golfer GHIN has no scores for ("-" for every figure) to nothing, not a 502', async () => {
    const { cookie } = await newGolfer('ghin-no-scores');
    const connected = await connect(cookie, { username: '5550002', password: 'first-season' });
    // A new member has no index yet: GHIN's "NH" is none, not 0.
    expect(await connected.json()).toMatchObject({ golferName: 'Riley Newman', handicapIndex: null });
    const result = await syncResult(await sync(cookie));
    expect(result).toMatchObject({
      roundsCreated: 0,
      scoresRead: 0,
      scoresAvailable: 0,
      handicapIndex: null,
    });
    expect((await status(cookie)).lastError).toBeNull();
  });

  it("reads the home club's row of a golfer of two clubs, not the first row GHIN lists", async () => {
    const { cookie } = await newGolfer('ghin-two-clubs');
    const response = await connect(cookie, { username: '5550005', password: 'home-and-away' });
    // The lapsed club's row comes first with the 11.3 it last had there; the home club's says 7.6.
    expect(await response.json()).toMatchObject({ handicapIndex: 7.6 });
    const history = (await (await apiFetch('/api/ghin/handicap-history', { cookie })).json()) as {
      entries: { index: number; revisionDate: string | null }[];
    };
    expect(history.entries).toEqual([expect.objectContaining({ index: 7.6, revisionDate: '2025-11-15' })]);
  });

  it('keeps a GHIN login only as long as the expiry GHIN wrote in its token', async () => {
    const { cookie, userId } = await newGolfer('ghin-token-life');
    await fake('token-seconds', { seconds: 3600 });
    const before = Math.floor(Date.now() / 1000);
    await connect(cookie);
    const expiresAt = Number((await getItem(ghinKeys.session(userId)))?.expiresAt);
    // An hour, less the five minutes Fescue gives up a token early.
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3600 - 300 - 1);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600 - 300);
  });

  it('logs the operator account in again once when GHIN ends its session early, and reads on', async () => {
    const { cookie, userId } = await newGolfer('ghin-vendor-relogin');
    await connect(cookie);
    await lapseGolferSession(userId, PAT.username);
    const test = async () =>
      (await (await apiFetch('/api/ghin/test', { method: 'POST', cookie })).json()) as { success: boolean };
    expect(await test()).toMatchObject({ success: true });
    const { vendor } = (await fakeLog()).logins;
    await fake('end-sessions');
    expect(await test()).toMatchObject({ success: true });
    expect(await test()).toMatchObject({ success: true });
    expect((await fakeLog()).logins.vendor).toBe(vendor + 1);
  });

  it('says who is calling in every request to GHIN, and sends no borrowed login token', async () => {
    const { cookie } = await newGolfer('ghin-user-agent');
    await connect(cookie);
    await syncResult(await sync(cookie));
    const log = await fakeLog();
    expect(log.userAgents.length).toBeGreaterThan(0);
    for (const agent of log.userAgents) expect(agent).toMatch(/^Fescue\/1\.0 \(golf archive; /);
    expect(log.logins.golferWithoutToken).toBe(log.logins.golfer);
  });
});

describe("the operator's account asks the golfer first (GHIN's consent)", () => {
  const JORDAN = { username: '5550004', password: 'ask-me-first' };
  const requestsFor = async (ghinNumber: string) =>
    (await fakeLog()).accessRequests.filter((request) => request.golferId === ghinNumber);
  const operatorRead = async (ghinNumber: string) =>
    (await ghinReads()).some((read) => read.golferId === ghinNumber && read.by === 'operator');

  it('asks when the golfer turns Keep in sync on, waits while it is pending (no failure, no dead letter), and syncs once approved', async () => {
    const golfer = await newGolfer('ghin-consent');
    await connect(golfer.cookie, JORDAN);
    expect((await status(golfer.cookie)).operatorAccess).toBe('not-requested');
    const on = ghinStatusSchema.parse(await (await settings(golfer.cookie, { syncEnabled: true })).json());
    expect(on).toMatchObject({ syncEnabled: true, operatorAccess: 'pending' });
    // Sent with the golfer's email at GHIN, as its login answered it.
    expect(await requestsFor(JORDAN.username)).toEqual([
      { golferId: JORDAN.username, email: 'jordan.asked@example.com' },
    ]);

    const waiting = await runScheduled();
    expect(waiting.deadLetters.map((entry) => entry.userId)).not.toContain(golfer.userId);
    expect(await operatorRead(JORDAN.username)).toBe(false);
    expect(await allRounds(golfer.cookie)).toHaveLength(0);
    expect(await status(golfer.cookie)).toMatchObject({ syncEnabled: true, operatorAccess: 'pending' });
    // Asked once: a pending request is not sent again.
    expect(await requestsFor(JORDAN.username)).toHaveLength(1);

    await fake(`golfers/${JORDAN.username}/access`, { status: 'approved' });
    await runScheduled();
    expect(await allRounds(golfer.cookie)).toHaveLength(12);
    expect(await status(golfer.cookie)).toMatchObject({ operatorAccess: 'approved', lastError: null });
    await settings(golfer.cookie, { syncEnabled: false });
  });

  it('a golfer who declines has their scheduled sync turned off, is not tried again, and is asked again only when they turn it on', async () => {
    const golfer = await newGolfer('ghin-consent-declined');
    await connect(golfer.cookie, JORDAN);
    await settings(golfer.cookie, { syncEnabled: true });
    await fake(`golfers/${JORDAN.username}/access`, { status: 'denied' });

    const run = await runScheduled();
    expect(run.deadLetters.map((entry) => entry.userId)).not.toContain(golfer.userId);
    expect(await status(golfer.cookie)).toMatchObject({ syncEnabled: false, operatorAccess: 'refused' });
    expect((await getItem(ghinKeys.link(golfer.userId)))?.gsi2pk).toBeUndefined();

    await fake('reset');
    await fake(`golfers/${JORDAN.username}/access`, { status: 'denied' });
    await runScheduled();
    expect(await operatorRead(JORDAN.username)).toBe(false);
    expect(await requestsFor(JORDAN.username)).toHaveLength(0);

    const again = ghinStatusSchema.parse(await (await settings(golfer.cookie, { syncEnabled: true })).json());
    expect(again).toMatchObject({ syncEnabled: true, operatorAccess: 'pending' });
    expect(await requestsFor(JORDAN.username)).toHaveLength(1);
    await settings(golfer.cookie, { syncEnabled: false });
  });

  it('a golfer who takes an approval back: the sync meets GHIN’s AccessDenied, turns off, no dead letter', async () => {
    const golfer = await newGolfer('ghin-consent-revoked');
    await connect(golfer.cookie);
    expect(
      ghinStatusSchema.parse(await (await settings(golfer.cookie, { syncEnabled: true })).json()),
    ).toMatchObject({ operatorAccess: 'approved' });
    await fake(`golfers/${PAT.username}/access`, { status: 'inactive' });
    const run = await runScheduled();
    expect(run.deadLetters.map((entry) => entry.userId)).not.toContain(golfer.userId);
    expect(await status(golfer.cookie)).toMatchObject({
      syncEnabled: false,
      operatorAccess: 'refused',
      lastError: { message: GHIN_ACCESS_NOT_GIVEN_MESSAGE },
    });
    expect(await allRounds(golfer.cookie)).toHaveLength(0);
  });

  it('a sync through the operator account before the golfer approved says so (409), not "wrong credentials", and keeps their login', async () => {
    const golfer = await newGolfer('ghin-consent-manual');
    await connect(golfer.cookie, JORDAN);
    await lapseGolferSession(golfer.userId, JORDAN.username);
    const response = await sync(golfer.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: GHIN_ACCESS_NOT_GIVEN_MESSAGE });
    expect(GHIN_ACCESS_NOT_GIVEN_MESSAGE).not.toBe(GHIN_LOGIN_REFUSED_MESSAGE);
    expect((await status(golfer.cookie)).lastError?.message).toBe(GHIN_ACCESS_NOT_GIVEN_MESSAGE);
    expect(await allRounds(golfer.cookie)).toHaveLength(0);
  });
});

describe('which GHIN scores become rounds: each round played once, with its figures and holes', () => {
  const CASEY = { username: '5550003', password: 'two-nines' };
  const casey = fakeGhinGolfers().find((golfer) => golfer.ghin === CASEY.username)!;
  const scoreOf = (id: number) => casey.scores.find((score) => score.id === id)!;

  it('imports two nines GHIN combined as two 9-hole rounds (not the 18 too) and a penalty score not at all', async () => {
    const { cookie } = await newGolfer('ghin-combined');
    await connect(cookie, CASEY);
    const first = await syncResult(await sync(cookie));
    // Six rows: an 18, the combined 18 of two nines, the two nines, a penalty score and an unfinished 18.
    expect(first).toMatchObject({ scoresRead: 6, roundsCreated: 4, totalRounds: 4 });
    const rounds = await allRounds(cookie);
    expect(rounds.map((round) => [round.ghinScoreId, round.holes, round.score])).toEqual([
      ['960006', 18, scoreOf(960_006).adjusted_gross_score],
      ['960004', 9, scoreOf(960_004).adjusted_gross_score],
      ['960003', 9, scoreOf(960_003).adjusted_gross_score],
      ['960001', 18, 89],
    ]);
    // Stats count what was played: the nines as nines, no penalty score among the 18s.
    expect(first.averageScore).toBe((scoreOf(960_006).adjusted_gross_score + 89) / 2);
    const combined = scoreOf(960_005);
    for (const nine of rounds.filter((round) => round.holes === 9)) {
      expect(nine.ghinCombined).toEqual({
        scoreId: '960005',
        playedAt: combined.played_at,
        differential: combined.differential,
      });
    }
    // Stopped after 14 holes: the round of 18 posted, 14 of them played, with GHIN's score.
    expect(rounds.find((round) => round.ghinScoreId === '960001')?.holesPlayed).toBe(14);
    expect(rounds.filter((round) => round.holesPlayed !== null)).toHaveLength(1);

    const again = await syncResult(await sync(cookie));
    expect(again).toMatchObject({ roundsCreated: 0, roundsUpdated: 0, totalRounds: 4 });
  });

  it("keeps every imported score's course rating, slope and GHIN's differential, and the estimate reads them", async () => {
    const { cookie } = await newGolfer('ghin-figures');
    await connect(cookie, CASEY);
    await syncResult(await sync(cookie));
    const rounds = await allRounds(cookie);
    const full = rounds.find((round) => round.ghinScoreId === '960006');
    expect(full).toMatchObject({
      courseRating: scoreOf(960_006).course_rating,
      slopeRating: scoreOf(960_006).slope_rating,
      ghinDifferential: scoreOf(960_006).differential,
    });
    // A nine keeps its tee's 18-hole rating: GHIN's 9-hole one doubled (the estimate halves it back).
    const nine = rounds.find((round) => round.ghinScoreId === '960003');
    expect(nine?.courseRating).toBe(Math.round(scoreOf(960_003).course_rating * 20) / 10);
    for (const round of rounds) {
      expect(round.slopeRating).not.toBeNull();
      expect(round.ghinDifferential).not.toBeNull();
    }
    const estimate = handicapEstimateSchema.parse(
      await (await apiFetch('/api/handicap/estimate', { cookie })).json(),
    );
    // The 18, the combined score of the two nines (GHIN's differential, once) and the unfinished 18.
    expect(estimate.roundsConsidered).toBe(3);
    expect(estimate.differentials.map((entry) => entry.differential).sort()).toEqual(
      [960_006, 960_005, 960_001].map((id) => scoreOf(id).differential).sort(),
    );
    expect(estimate.estimate).not.toBeNull();
  });

  it("lands GHIN's hole by hole on the round's card, and Download my data includes it", async () => {
    const { cookie } = await newGolfer('ghin-holes');
    await connect(cookie, CASEY);
    await syncResult(await sync(cookie));
    const rounds = await allRounds(cookie);
    const expected = scoreOf(960_006).hole_details!.map((hole) => ({
      hole: hole.hole_number,
      par: hole.par,
      strokes: hole.raw_score,
      putts: hole.putts,
      fairway: hole.par === 3 || hole.fairway_hit === null ? null : hole.fairway_hit ? 'hit' : 'missed',
    }));
    const card = rounds.find((round) => round.ghinScoreId === '960006')?.scorecard;
    expect(
      card?.holes.map(({ hole, par, strokes, putts, fairway }) => ({ hole, par, strokes, putts, fairway })),
    ).toEqual(expected);
    expect(rounds.find((round) => round.ghinScoreId === '960004')?.scorecard?.holes).toHaveLength(9);
    expect(rounds.find((round) => round.ghinScoreId === '960001')?.scorecard ?? null).toBeNull();

    const exported = accountExportSchema.parse(await (await apiFetch('/api/user/export', { cookie })).json());
    const stored = (exported.items.ROUND ?? []) as Record<string, unknown>[];
    expect(stored.find((item) => item.ghinScoreId === '960006')?.scorecard).toEqual(card);
  });

  it('links the round a golfer logged of a score they posted to GHIN instead of copying it, and a re-sync keeps one', async () => {
    const pat = fakeGhinGolfers().find((golfer) => golfer.ghin === PAT.username)!;
    // One of the 100 newest at Bethpage Black (the catalog's bethpage-black), over 18.
    const posted = pat.scores
      .slice(0, 100)
      .find((score) => score.course_id === '2539' && score.number_of_holes === 18)!;
    const { cookie } = await newGolfer('ghin-own-round');
    const own = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: {
        courseId: 'bethpage-black',
        score: posted.adjusted_gross_score,
        playedAt: posted.played_at,
        notes: 'Windy on the back nine',
        overallExperience: 9,
      },
    });
    expect(own.status).toBe(201);
    const ownRound = roundSchema.parse(await own.json());
    await connect(cookie);

    const first = await syncResult(await sync(cookie));
    expect(first).toMatchObject({ roundsCreated: 99, roundsUpdated: 1, totalRounds: 100 });
    const rounds = await allRounds(cookie);
    expect(rounds).toHaveLength(100);
    expect(rounds.filter((round) => round.ghinScoreId === String(posted.id))).toHaveLength(1);
    expect(rounds.find((round) => round.id === ownRound.id)).toMatchObject({
      ghinScoreId: String(posted.id),
      notes: 'Windy on the back nine',
      overallExperience: 9,
      source: null,
      ghinDifferential: posted.differential,
      slopeRating: posted.slope_rating,
    });

    const second = await syncResult(await sync(cookie));
    expect(second).toMatchObject({ roundsCreated: 0, roundsUpdated: 0, totalRounds: 100 });
    expect(await allRounds(cookie)).toHaveLength(100);

    // Removing GHIN's rounds keeps the golfer's own, unlinked; the count offered is of GHIN's alone.
    expect((await status(cookie)).importedRounds).toBe(99);
    const removed = await apiFetch('/api/ghin/rounds', { method: 'DELETE', cookie });
    expect(await removed.json()).toMatchObject({ roundsRemoved: 99 });
    const left = await allRounds(cookie);
    expect(left.map((round) => [round.id, round.ghinScoreId ?? null, round.notes])).toEqual([
      [ownRound.id, null, 'Windy on the back nine'],
    ]);
  });

  it('heals the copy an earlier sync made of a round the golfer had logged: one round again, the golfer’s own', async () => {
    const pat = fakeGhinGolfers().find((golfer) => golfer.ghin === PAT.username)!;
    const posted = pat.scores
      .slice(0, 100)
      .find((score) => score.course_id === '2539' && score.number_of_holes === 18)!;
    const { cookie } = await newGolfer('ghin-heal-copy');
    await connect(cookie);
    await syncResult(await sync(cookie));
    // Logged after GHIN's copy was there: two rounds of one score, as golfers saw (Total Rounds 101).
    const own = roundSchema.parse(
      await (
        await apiFetch('/api/rounds', {
          method: 'POST',
          cookie,
          body: {
            courseId: 'bethpage-black',
            score: posted.adjusted_gross_score,
            playedAt: posted.played_at,
            notes: 'Mine',
          },
        })
      ).json(),
    );
    expect(await allRounds(cookie)).toHaveLength(101);

    const healed = await syncResult(await sync(cookie));
    expect(healed).toMatchObject({ roundsCreated: 0, totalRounds: 100 });
    const rounds = await allRounds(cookie);
    expect(rounds).toHaveLength(100);
    expect(
      rounds.filter((round) => round.ghinScoreId === String(posted.id)).map((round) => round.id),
    ).toEqual([own.id]);
    expect(await syncResult(await sync(cookie))).toMatchObject({ roundsUpdated: 0, totalRounds: 100 });
  });
});
