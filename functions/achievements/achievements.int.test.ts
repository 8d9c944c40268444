import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_NOT_FOUND_MESSAGE,
  achievementChangesSchema,
  achievementsResponseSchema,
  recommendationsResponseSchema,
} from '#shared/schemas/achievement';
import { leaderboardResponseSchema } from '#shared/schemas/community';
import { roundSchema } from '#shared/schemas/round';
import { apiFetch, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { endpointGroups } from '../endpoint-groups';
import { freshEmail } from '../lib/testing/stack-helpers';

/** Catalog courses in ten countries (the tenth is Sweden). */
const TEN_COUNTRIES = [
  'old-course-st-andrews',
  'royal-st-georges',
  'royal-portrush-dunluce',
  'valderrama',
  'k-club-palmer-north',
  'celtic-manor-twenty-ten',
  'le-golf-national-albatros',
  'marco-simone',
  'oitavos-dunes',
  'falsterbo-golfklubb',
];

const roundWithChanges = roundSchema.extend({ achievements: achievementChangesSchema });

async function logRound(cookie: string, courseId: string, playedAt: string, extra = {}) {
  const response = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: { courseId, score: 88, playedAt, ...extra },
  });
  expect(response.status).toBe(201);
  return roundWithChanges.parse(await response.json());
}

async function achievements(cookie: string) {
  const response = await apiFetch('/api/achievements', { cookie });
  expect(response.status).toBe(200);
  return achievementsResponseSchema.parse(await response.json());
}

const routes: [string, string, unknown][] = [
  ['GET', '/api/achievements', undefined],
  ['GET', '/api/achievements/recommendations', undefined],
  ['PUT', '/api/achievements/quest', { achievementId: 'global-rounder' }],
  ['GET', '/api/achievements/leaderboard', undefined],
  ['PUT', '/api/achievements/leaderboard', { optIn: true }],
];

describe('the achievements routes', () => {
  it('cover every route key of the achievements group', () => {
    expect(routes.map(([method, path]) => `${method} ${path}`).sort()).toEqual(
      [...endpointGroups.achievements.routes].sort(),
    );
  });

  it('answer 401 without a session, or with an expired one', async () => {
    const expired = sessionCookie(await mintIdToken({ sub: randomUUID(), expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of routes) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('answer 400 for a bad quest or opt-in and write nothing; 404 for an achievement that does not exist', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const body of [{}, { achievementId: 42 }, { achievementId: '' }, { achievementId: '../x' }]) {
      const response = await apiFetch('/api/achievements/quest', { method: 'PUT', cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { optIn: 'yes' }, { optIn: 1 }]) {
      const response = await apiFetch('/api/achievements/leaderboard', { method: 'PUT', cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/optIn/);
    }
    const unknown = await apiFetch('/api/achievements/quest', {
      method: 'PUT',
      cookie,
      body: { achievementId: 'no-such-achievement' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ACHIEVEMENT_NOT_FOUND_MESSAGE });
    const recs = recommendationsResponseSchema.parse(
      await (await apiFetch('/api/achievements/recommendations', { cookie })).json(),
    );
    expect(recs.pinned).toBeNull();
    const board = leaderboardResponseSchema.parse(
      await (await apiFetch('/api/achievements/leaderboard', { cookie })).json(),
    );
    expect(board.optIn).toBe(false);
  });

  it('start a new golfer with nothing earned and the four summary figures at zero', async () => {
    const { cookie } = await signIn(freshEmail());
    const { summary, achievements: list } = await achievements(cookie);
    expect(list).toHaveLength(41);
    // Founding Circle is met by joining now (before July 2027); nothing else.
    expect(list.filter((a) => a.earned).map((a) => a.id)).toEqual(['founding-circle']);
    expect(summary).toMatchObject({
      earned: 1,
      inProgress: 0,
      total: 41,
      prestigePoints: 100,
      masteryLevel: 2,
    });
  });

  it('earn Global Rounder with the round in a tenth country, dated by that round; the date stays; deleting the round takes it away and says so', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const [index, courseId] of TEN_COUNTRIES.slice(0, 9).entries()) {
      const round = await logRound(cookie, courseId, `2024-0${(index % 9) + 1}-15`);
      expect(round.achievements.earned.map((a) => a.id)).not.toContain('global-rounder');
    }
    const before = await achievements(cookie);
    expect(before.achievements.find((a) => a.id === 'global-rounder')).toMatchObject({
      earned: false,
      progress: 9,
      maxProgress: 10,
    });
    const tenth = await logRound(cookie, 'falsterbo-golfklubb', '2025-03-10');
    expect(tenth.achievements.earned).toContainEqual({
      id: 'global-rounder',
      title: 'Global Rounder',
      points: 150,
    });

    const after = await achievements(cookie);
    expect(after.achievements.find((a) => a.id === 'global-rounder')).toMatchObject({
      earned: true,
      earnedDate: '2025-03-10',
    });
    // A later round and a read: the date does not move (it was reached on the tenth country's day).
    await logRound(cookie, 'old-course-st-andrews', '2025-09-01');
    const again = await achievements(cookie);
    expect(again.achievements.find((a) => a.id === 'global-rounder')?.earnedDate).toBe('2025-03-10');
    expect(again.achievements.find((a) => a.id === 'passport-stamped')?.earnedDate).toBe('2024-02-15');
    expect(again.summary.prestigePoints).toBe(
      again.achievements.filter((a) => a.earned).reduce((sum, a) => sum + a.points, 0),
    );

    const deleted = await apiFetch(`/api/rounds/${tenth.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    const { achievements: changes } = (await deleted.json()) as { achievements: unknown };
    expect(achievementChangesSchema.parse(changes).lost).toContainEqual({
      id: 'global-rounder',
      title: 'Global Rounder',
    });
    const gone = await achievements(cookie);
    expect(gone.achievements.find((a) => a.id === 'global-rounder')).toMatchObject({
      earned: false,
      earnedDate: null,
      progress: 9,
    });
  });

  it('date an unlock by the round that reached it in the order played: an older round logged later moves it back, deleting it moves it forward', async () => {
    const { cookie } = await signIn(freshEmail());
    const dateOf = async (id: string) =>
      (await achievements(cookie)).achievements.find((a) => a.id === id)?.earnedDate ?? null;
    await logRound(cookie, 'old-course-st-andrews', '2025-06-14', { score: 95 });
    expect(await dateOf('first-tee')).toBe('2025-06-14');
    expect(await dateOf('break-100')).toBe('2025-06-14');

    // A 2022 round in England, logged after: First Tee and Breaking 100 were reached in 2022; the second
    // country (Passport Stamped) on the later of the two days.
    const older = await logRound(cookie, 'royal-st-georges', '2022-05-01', { score: 98 });
    expect(older.achievements.earned.map((a) => a.id)).toContain('passport-stamped');
    expect(await dateOf('first-tee')).toBe('2022-05-01');
    expect(await dateOf('break-100')).toBe('2022-05-01');
    expect(await dateOf('passport-stamped')).toBe('2025-06-14');

    // An edit of the 2022 round's score to 104: Breaking 100 goes back to 2025; First Tee stays.
    const edited = await apiFetch(`/api/rounds/${older.id}`, {
      method: 'PATCH',
      cookie,
      body: { score: 104 },
    });
    expect(edited.status).toBe(200);
    expect(await dateOf('break-100')).toBe('2025-06-14');
    expect(await dateOf('first-tee')).toBe('2022-05-01');

    const deleted = await apiFetch(`/api/rounds/${older.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    expect(await dateOf('first-tee')).toBe('2025-06-14');
    expect(await dateOf('passport-stamped')).toBeNull();
  });

  it('date what a round crosses besides its rounds (its rating) by the day it was logged', async () => {
    const { cookie } = await signIn(freshEmail());
    await logRound(cookie, 'pebble-beach-golf-links', '2019-05-04', { overallExperience: 8 });
    const list = (await achievements(cookie)).achievements;
    expect(list.find((a) => a.id === 'first-tee')?.earnedDate).toBe('2019-05-04');
    expect(list.find((a) => a.id === 'first-review')?.earnedDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('date what an import earns by the imported rounds, not the day of the import', async () => {
    const { cookie } = await signIn(freshEmail());
    const row = { courseName: 'Pebble Beach Golf Links', courseCity: 'Pebble Beach', courseCountry: 'USA' };
    const response = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie,
      body: {
        rows: [
          { ...row, playedAt: '2021-08-30', score: 87 },
          { ...row, playedAt: '2019-04-12', score: 102 },
          { ...row, playedAt: '2021-08-31', score: 93 },
        ],
      },
    });
    expect(response.status).toBe(200);
    const list = (await achievements(cookie)).achievements;
    const dateOf = (id: string) => list.find((a) => a.id === id)?.earnedDate;
    expect(dateOf('first-tee')).toBe('2019-04-12');
    expect(dateOf('break-90')).toBe('2021-08-30');
    expect(dateOf('back-to-back')).toBe('2021-08-31');
  });

  it('recommend the nearest unearned achievements with pace and next steps; Begin Quest pins one', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const [index, courseId] of TEN_COUNTRIES.slice(0, 4).entries()) {
      await logRound(cookie, courseId, `2025-0${index + 1}-01`);
    }
    const pin = await apiFetch('/api/achievements/quest', {
      method: 'PUT',
      cookie,
      body: { achievementId: 'five-flags' },
    });
    expect(pin.status).toBe(200);
    const { recommendations, pinned } = recommendationsResponseSchema.parse(
      await (await apiFetch('/api/achievements/recommendations', { cookie })).json(),
    );
    const fiveFlags = recommendations.find((r) => r.id === 'five-flags');
    expect(fiveFlags).toMatchObject({ progress: 4, maxProgress: 5, points: 75 });
    expect(fiveFlags?.estimatedCompletion).toMatch(/at your pace$/);
    expect(fiveFlags?.nextSteps[0]).toBe('Play a round in 1 new country');
    expect(recommendations.every((r) => r.progress > 0 && r.progress < r.maxProgress)).toBe(true);
    expect(pinned?.id).toBe('five-flags');
  });

  it('show on the leaderboard only golfers who opted in, by first name and last initial, most points first', async () => {
    const tag = randomUUID().slice(0, 6);
    const shy = await signIn(freshEmail('shy'));
    const keen = await signIn(freshEmail('keen'));
    for (const golfer of [shy, keen]) {
      await apiFetch('/api/user/profile', {
        method: 'PATCH',
        cookie: golfer.cookie,
        body: { firstName: golfer === shy ? `Shy${tag}` : `Keen${tag}`, lastName: 'Zebedee' },
      });
      await logRound(golfer.cookie, 'valderrama', '2025-05-01');
    }
    const optIn = await apiFetch('/api/achievements/leaderboard', {
      method: 'PUT',
      cookie: keen.cookie,
      body: { optIn: true },
    });
    expect(optIn.status).toBe(200);
    const board = leaderboardResponseSchema.parse(await optIn.json());
    expect(board.optIn).toBe(true);
    const names = board.entries.map((entry) => entry.name);
    expect(names).toContain(`Keen${tag} Z.`);
    expect(names).not.toContain(`Shy${tag} Z.`);
    const mine = board.entries.find((entry) => entry.name === `Keen${tag} Z.`);
    // The golfer's own prestige points, On the Board's 25 included.
    const own = await achievements(keen.cookie);
    expect(own.achievements.find((a) => a.id === 'on-the-board')?.earned).toBe(true);
    expect(mine).toMatchObject({ countries: 1, prestigePoints: own.summary.prestigePoints });
    const points = board.entries.map((entry) => entry.prestigePoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    const out = await apiFetch('/api/achievements/leaderboard', {
      method: 'PUT',
      cookie: keen.cookie,
      body: { optIn: false },
    });
    const after = leaderboardResponseSchema.parse(await out.json());
    expect(after.entries.map((entry) => entry.name)).not.toContain(`Keen${tag} Z.`);
  });
});

describe('Dream Fulfilled and Thirty-Six Holes', () => {
  it('counts a bucket-list course only when it was listed before the round, and 36 holes on one day', async () => {
    const { cookie } = await signIn(freshEmail());
    const earnedIds = async () =>
      (await achievements(cookie)).achievements.filter((a) => a.earned).map((a) => a.id);
    // Played in 2025, put on the list today: no dream fulfilled.
    await logRound(cookie, 'pebble-beach-golf-links', '2025-06-01');
    const listed = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links' },
    });
    expect(listed.status).toBe(201);
    expect(await earnedIds()).not.toContain('bucket-list-tick');
    // Played again once listed: now it is.
    await logRound(cookie, 'pebble-beach-golf-links', new Date().toISOString().slice(0, 10));
    expect(await earnedIds()).toContain('bucket-list-tick');

    // 18 + 9 on one day is 27 holes; another 9 makes 36.
    await logRound(cookie, 'old-course-st-andrews', '2024-08-01');
    await logRound(cookie, 'old-course-st-andrews', '2024-08-01', { holes: 9 });
    expect(await earnedIds()).not.toContain('thirty-six');
    await logRound(cookie, 'old-course-st-andrews', '2024-08-01', { holes: 9 });
    const after = await achievements(cookie);
    expect(after.achievements.find((a) => a.id === 'thirty-six')).toMatchObject({
      earned: true,
      earnedDate: '2024-08-01',
    });
  });
});
