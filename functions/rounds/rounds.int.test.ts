import { describe, expect, it } from 'vitest';
import {
  architectStatsSchema,
  roundListResponseSchema,
  roundSchema,
  SCORE_MESSAGE,
  userStatsSchema,
} from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { INVALID_CURSOR_MESSAGE, encodeCursor } from '../data/cursor';
import { courseKeys } from '../data/keys/course-keys';
import { roundKeys } from '../data/keys/round-keys';
import { craftedCursors } from '../lib/testing/crafted-cursors';
import { freshEmail } from '../lib/testing/stack-helpers';

const PEBBLE = 'pebble-beach-golf-links';
/** Each was once read as a number by z.coerce ("0x50" stored 80); a JSON API takes a JSON number. */
const SMUGGLED_SCORES: [string, unknown][] = [
  ['hex text "0x50"', '0x50'],
  ['a list [80]', [80]],
  ['padded text " 80 "', ' 80 '],
  ['exponent text "1e2"', '1e2'],
  ['a boolean', true],
  ['the text "NaN"', 'NaN'],
];
const encodeCursorOf = (key: Record<string, string>) => encodeCursor(key) ?? '';
const VALDERRAMA = 'valderrama';

async function addRound(cookie: string, body: Record<string, unknown>) {
  const response = await apiFetch('/api/rounds', { method: 'POST', cookie, body });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

async function listAll(cookie: string) {
  const response = await apiFetch('/api/rounds', { cookie });
  expect(response.status).toBe(200);
  return roundListResponseSchema.parse(await response.json()).rounds;
}

describe('POST /api/rounds', () => {
  it('logs a round with its course summary, par from the course, and marks the course played', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = await addRound(cookie, {
      courseId: PEBBLE,
      score: 88,
      playedAt: '2024-05-01',
      comments: '   ',
      userId: 'someone-else',
      overallExperience: 5,
    });
    expect(round).toMatchObject({ userId, courseId: PEBBLE, score: 88, par: 72, holes: 18, comments: null });
    expect(round.course?.name).toBe('Pebble Beach Golf Links');
    expect(round.overallExperience).toBe(5);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toMatchObject({
      played: true,
      roundCount: 1,
    });
  });

  it('answers 400 for a date in the future and writes nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: PEBBLE, score: 80, playedAt: '2999-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: expect.stringContaining("can't be in the future"),
    });
    expect(await listAll(cookie)).toEqual([]);
  });

  it('takes half the course par for 9 holes', async () => {
    const { cookie } = await signIn(freshEmail());
    const round = await addRound(cookie, { courseId: PEBBLE, score: 42, holes: 9 });
    expect(round.par).toBe(36);
  });

  it('answers 400 with the message golfers read for a bad score and writes nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: PEBBLE, score: 200 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(SCORE_MESSAGE);
    expect(await listAll(cookie)).toEqual([]);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toBeUndefined();
  });

  it.each(SMUGGLED_SCORES)(
    'answers 400 naming the score for a score smuggled in as %s, and writes nothing',
    async (_attack, score) => {
      const { cookie, userId } = await signIn(freshEmail());
      const response = await apiFetch('/api/rounds', {
        method: 'POST',
        cookie,
        body: { courseId: PEBBLE, score },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: SCORE_MESSAGE,
        fieldErrors: { score: SCORE_MESSAGE },
      });
      expect(await listAll(cookie)).toEqual([]);
      expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toBeUndefined();
    },
  );

  it("answers 400 for another golfer's photo key and writes nothing", async () => {
    const { cookie } = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: {
        courseId: PEBBLE,
        score: 80,
        imageUrl: `uploads/${other.userId}/01JABCDEFGHJKMNPQRSTVWXYZ0.jpg`,
      },
    });
    expect(response.status).toBe(400);
    expect(await listAll(cookie)).toEqual([]);
  });

  it('answers 404 for an unknown course', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'no-such-course', score: 80 },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Course not found' });
  });
});

describe('GET /api/rounds and /api/rounds/recent', () => {
  it('lists only the golfer’s rounds, latest played first, in pages', async () => {
    const { cookie } = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    await addRound(other.cookie, { courseId: PEBBLE, score: 90 });
    for (const [index, day] of ['2024-01-01', '2024-03-01', '2024-02-01'].entries()) {
      await addRound(cookie, { courseId: index % 2 ? VALDERRAMA : PEBBLE, score: 80 + index, playedAt: day });
    }
    const first = await apiFetch('/api/rounds?limit=2', { cookie });
    const page = roundListResponseSchema.parse(await first.json());
    expect(page.rounds.map((round) => round.playedAt)).toEqual(['2024-03-01', '2024-02-01']);
    expect(page.rounds[0]?.course?.id).toBe(VALDERRAMA);
    const second = await apiFetch(`/api/rounds?limit=2&cursor=${page.nextCursor ?? ''}`, { cookie });
    const rest = roundListResponseSchema.parse(await second.json());
    expect(rest.rounds.map((round) => round.playedAt)).toEqual(['2024-01-01']);

    const recent = await apiFetch('/api/rounds/recent', { cookie });
    expect(roundSchema.array().parse(await recent.json())).toHaveLength(3);
  });

  it('answers 400 for a bad limit or a tampered cursor', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await apiFetch('/api/rounds?limit=0', { cookie })).status).toBe(400);
    expect((await apiFetch('/api/rounds?cursor=bm90LWEtY3Vyc29y', { cookie })).status).toBe(400);
  });

  it.each(['0x2', '2e0', '1.5', ''])(
    'answers 400 for limit=%s: a query number is plain digits',
    async (limit) => {
      const { cookie } = await signIn(freshEmail());
      const response = await apiFetch(`/api/rounds?limit=${limit}`, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'limit must be a number from 1 to 100' });
    },
  );

  it.each([
    ['', 'gsi1', 'ROUNDS'],
    ['&withPhoto=true', 'gsi2', 'PHOTOS'],
  ])(
    'answers 400, not 500, for a crafted cursor on GET /api/rounds?cursor=…%s',
    async (query, index, partition) => {
      const { cookie, userId } = await signIn(freshEmail());
      const ulid = '01JABCDEFGHJKMNPQRSTVWXYZ0';
      // The shape a genuine cursor of this list has (the pages test above checks genuine ones work).
      const valid: Record<string, string> = {
        pk: `USER#${userId}`,
        sk: `ROUND#${ulid}`,
        [`${index}pk`]: `USER#${userId}#${partition}`,
        [`${index}sk`]: `2024-01-01#${ulid}`,
      };
      const cursors: [string, string][] = [
        ...craftedCursors(valid, { attribute: `${index}pk`, value: `USER#someone-else#${partition}` }),
        ['another golfer’s table key', encodeCursorOf({ ...valid, pk: 'USER#someone-else' })],
        ['a sort key that is not a round', encodeCursorOf({ ...valid, sk: 'ROUNDTOTALS' })],
      ];
      for (const [attack, cursor] of cursors) {
        const response = await apiFetch(`/api/rounds?cursor=${encodeURIComponent(cursor)}${query}`, {
          cookie,
        });
        expect(response.status, attack).toBe(400);
        expect(await response.json(), attack).toEqual({ message: INVALID_CURSOR_MESSAGE });
      }
      expect((await apiFetch(`/api/rounds?cursor=${encodeCursorOf(valid)}${query}`, { cookie })).status).toBe(
        200,
      );
    },
  );
});

describe('PATCH /api/rounds/{id}', () => {
  it('edits fields, and moving to another course moves the played flag', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = await addRound(cookie, { courseId: PEBBLE, score: 85, notes: 'windy' });
    const response = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { courseId: VALDERRAMA, score: 79, notes: '' },
    });
    expect(response.status).toBe(200);
    const saved = roundSchema.parse(await response.json());
    expect(saved).toMatchObject({ courseId: VALDERRAMA, score: 79, notes: null });
    expect(saved.course?.id).toBe(VALDERRAMA);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toBeUndefined();
    expect(await getItem(courseKeys.courseLink(userId, VALDERRAMA))).toMatchObject({
      played: true,
      roundCount: 1,
    });
  });

  it('answers 400 for a bad score and leaves the round unchanged', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = await addRound(cookie, { courseId: PEBBLE, score: 85 });
    const response = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { score: 10 },
    });
    expect(response.status).toBe(400);
    expect(await getItem(roundKeys.round(userId, round.id))).toMatchObject({ score: 85 });
  });

  it.each(SMUGGLED_SCORES)(
    'answers 400 naming the score for a score smuggled in as %s, and leaves the round unchanged',
    async (_attack, score) => {
      const { cookie, userId } = await signIn(freshEmail());
      const round = await addRound(cookie, { courseId: PEBBLE, score: 85 });
      const response = await apiFetch(`/api/rounds/${round.id}`, {
        method: 'PATCH',
        cookie,
        body: { score },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: SCORE_MESSAGE,
        fieldErrors: { score: SCORE_MESSAGE },
      });
      expect(await getItem(roundKeys.round(userId, round.id))).toMatchObject({
        score: 85,
        updatedAt: round.updatedAt,
      });
    },
  );

  it("answers 404 for another golfer's round and leaves it unchanged", async () => {
    const owner = await signIn(freshEmail());
    const { cookie } = await signIn(freshEmail());
    const round = await addRound(owner.cookie, { courseId: PEBBLE, score: 85 });
    const response = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { score: 70 },
    });
    expect(response.status).toBe(404);
    expect(await getItem(roundKeys.round(owner.userId, round.id))).toMatchObject({ score: 85 });
  });
});

describe('DELETE /api/rounds/{id}', () => {
  it('deletes the round and clears the played flag with the last round at the course', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const first = await addRound(cookie, { courseId: PEBBLE, score: 85 });
    const second = await addRound(cookie, { courseId: PEBBLE, score: 83 });
    expect((await apiFetch(`/api/rounds/${first.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toMatchObject({
      played: true,
      roundCount: 1,
    });
    expect((await apiFetch(`/api/rounds/${second.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toBeUndefined();
    expect(await listAll(cookie)).toEqual([]);
  });

  it("answers 404 for another golfer's round and keeps it", async () => {
    const owner = await signIn(freshEmail());
    const { cookie } = await signIn(freshEmail());
    const round = await addRound(owner.cookie, { courseId: PEBBLE, score: 85 });
    expect((await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie })).status).toBe(404);
    expect(await getItem(roundKeys.round(owner.userId, round.id))).toBeDefined();
  });

  it('answers 400 for a malformed round id', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await apiFetch('/api/rounds/not-an-id', { method: 'DELETE', cookie })).status).toBe(400);
  });
});

describe('GET /api/user/stats and /api/user/architect-stats', () => {
  it('counts courses, rounds, countries, the best 18-hole round against its par and the 18-hole average', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 85 });
    await addRound(cookie, { courseId: PEBBLE, score: 90 });
    await addRound(cookie, { courseId: VALDERRAMA, score: 40, holes: 9 });
    const stats = userStatsSchema.parse(await (await apiFetch('/api/user/stats', { cookie })).json());
    expect(stats).toEqual({
      coursesPlayed: 2,
      totalRounds: 3,
      countriesVisited: 2,
      // The 9-hole 40 is not Best Score beside 18-hole rounds.
      bestScore: 85,
      bestScorePar: 72,
      bestScoreHoles: 18,
      averageScore: 87.5,
    });

    const architects = architectStatsSchema.parse(
      await (await apiFetch('/api/user/architect-stats', { cookie })).json(),
    );
    expect(architects.map((entry) => entry.coursesPlayed)).toEqual(architects.map(() => 1));
    expect(architects.length).toBeGreaterThan(0);
  });

  it('stay exact through edits and deletes: score, holes, course and architect override', async () => {
    const { cookie } = await signIn(freshEmail());
    const stats = async () =>
      userStatsSchema.parse(await (await apiFetch('/api/user/stats', { cookie })).json());
    const architects = async () =>
      architectStatsSchema.parse(await (await apiFetch('/api/user/architect-stats', { cookie })).json());
    const patch = async (id: string, body: Record<string, unknown>) =>
      expect((await apiFetch(`/api/rounds/${id}`, { method: 'PATCH', cookie, body })).status).toBe(200);

    const best = await addRound(cookie, { courseId: PEBBLE, score: 72, playedAt: '2024-01-01' });
    const other = await addRound(cookie, { courseId: PEBBLE, score: 90, playedAt: '2024-02-01' });
    await addRound(cookie, { courseId: VALDERRAMA, score: 80, playedAt: '2024-03-01' });
    expect(await stats()).toMatchObject({ totalRounds: 3, bestScore: 72, averageScore: 80.7 });

    // The best round becomes a 9-hole 45: best moves to the best 18-hole round against its own par (80 at
    // Valderrama's 71), the average keeps only the 18-hole rounds.
    await patch(best.id, { score: 45, holes: 9, par: 36 });
    expect(await stats()).toMatchObject({
      totalRounds: 3,
      bestScore: 80,
      bestScorePar: 71,
      bestScoreHoles: 18,
      averageScore: 85,
    });
    // Its par alone moves it between counters: a par of 73 makes the 90 at Pebble +17, still behind +9.
    await patch(other.id, { par: 73 });
    expect(await stats()).toMatchObject({ totalRounds: 3, bestScore: 80, bestScorePar: 71 });
    await patch(other.id, { par: 72 });

    // A round names its own architect: Pebble counts for Tom Doak instead of its architects.
    await patch(other.id, { roundArchitect: 'Tom Doak' });
    expect(await architects()).toContainEqual({ architect: 'Tom Doak', coursesPlayed: 1 });
    // ...until the override is cleared again.
    await patch(other.id, { roundArchitect: null });
    expect((await architects()).map((entry) => entry.architect)).not.toContain('Tom Doak');

    // The 9-hole round moves to Valderrama and is deleted: Pebble keeps one round, Valderrama one.
    await patch(best.id, { courseId: VALDERRAMA, roundArchitect: 'Gil Hanse' });
    expect(await architects()).toContainEqual({ architect: 'Gil Hanse', coursesPlayed: 1 });
    expect((await apiFetch(`/api/rounds/${best.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await architects()).map((entry) => entry.architect)).not.toContain('Gil Hanse');
    expect(await stats()).toEqual({
      coursesPlayed: 2,
      totalRounds: 2,
      countriesVisited: 2,
      bestScore: 80,
      bestScorePar: 71,
      bestScoreHoles: 18,
      averageScore: 85,
    });

    // The last round at Pebble goes: one course, one country left.
    expect((await apiFetch(`/api/rounds/${other.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await stats()).toEqual({
      coursesPlayed: 1,
      totalRounds: 1,
      countriesVisited: 1,
      bestScore: 80,
      bestScorePar: 71,
      bestScoreHoles: 18,
      averageScore: 80,
    });
  });

  it('answers empty stats for a golfer without rounds', async () => {
    const { cookie } = await signIn(freshEmail());
    const stats = await (await apiFetch('/api/user/stats', { cookie })).json();
    expect(stats).toEqual({
      coursesPlayed: 0,
      totalRounds: 0,
      countriesVisited: 0,
      bestScore: null,
      bestScorePar: null,
      bestScoreHoles: null,
      averageScore: null,
    });
  });

  it('shows a golfer with only 9-hole rounds their best 9-hole round', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 43, holes: 9 });
    await addRound(cookie, { courseId: PEBBLE, score: 41, holes: 9 });
    const stats = userStatsSchema.parse(await (await apiFetch('/api/user/stats', { cookie })).json());
    expect(stats).toMatchObject({ bestScore: 41, bestScorePar: 36, bestScoreHoles: 9, averageScore: null });
  });
});

describe('without a session', () => {
  it.each([
    ['POST', '/api/rounds'],
    ['GET', '/api/rounds'],
    ['GET', '/api/rounds/recent'],
    ['PATCH', '/api/rounds/01JABCDEFGHJKMNPQRSTVWXYZ0'],
    ['DELETE', '/api/rounds/01JABCDEFGHJKMNPQRSTVWXYZ0'],
    ['GET', '/api/user/stats'],
    ['GET', '/api/user/architect-stats'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await apiFetch(path, { method, body: method === 'GET' ? undefined : { score: 80 } });
    expect(response.status).toBe(401);
  });
});
