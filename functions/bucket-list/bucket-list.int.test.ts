import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addBucketListResponseSchema,
  BUCKET_ENTRY_NOT_FOUND_MESSAGE,
  bucketListEntrySchema,
  bucketListResponseSchema,
  PRIORITY_MESSAGE,
} from '#shared/schemas/bucket-list';
import { achievementsResponseSchema, type AchievementChanges } from '#shared/schemas/achievement';
import { myMapResponseSchema } from '#shared/schemas/course-map';
import { courseSchema } from '#shared/schemas/course';
import { roundSchema } from '#shared/schemas/round';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { endpointGroups } from '../endpoint-groups';
import { listUnlocks } from '../achievements/achievements-repository';
import { courseKeys } from '../data/keys/course-keys';
import { bucketListKeys } from '../data/keys/bucket-list-keys';
import { createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';

const OLD_COURSE = 'old-course-st-andrews';
const AUGUSTA = 'augusta-national-golf-club';
const KINGSBARNS = 'kingsbarns-golf-links';

async function list(cookie: string, query = '') {
  const response = await apiFetch(`/api/user/bucket-list${query}`, { cookie });
  expect(response.status).toBe(200);
  return bucketListResponseSchema.parse(await response.json());
}

async function add(cookie: string, body: unknown, status = 201) {
  const response = await apiFetch('/api/user/bucket-list', { method: 'POST', cookie, body });
  expect(response.status).toBe(status);
  return addBucketListResponseSchema.parse(await response.json());
}

async function remove(cookie: string, courseId: string) {
  return apiFetch(`/api/user/bucket-list/${courseId}`, { method: 'DELETE', cookie });
}

async function myMap(cookie: string) {
  const response = await apiFetch('/api/user/map', { cookie });
  expect(response.status).toBe(200);
  return myMapResponseSchema.parse(await response.json()).courses;
}

/** Every route of the bucket-list group with a path and body a signed-in golfer could send. */
function bucketRoutes(courseId: string): [string, string, unknown][] {
  return [
    ['GET', '/api/user/bucket-list', undefined],
    ['POST', '/api/user/bucket-list', { courseId }],
    ['PATCH', `/api/user/bucket-list/${courseId}`, { priority: 9 }],
    ['DELETE', `/api/user/bucket-list/${courseId}`, undefined],
    ['GET', '/api/user/map', undefined],
  ];
}

describe('the bucket-list routes', () => {
  it('cover every route key of the bucket-list group', () => {
    const keys = bucketRoutes('x').map(([method, path]) =>
      `${method} ${path}`.replace('/bucket-list/x', '/bucket-list/{courseId}'),
    );
    // The played-course routes the group also serves are functions/played's (played.int.test.ts).
    const bucketKeys = endpointGroups['bucket-list'].routes.filter((key) => !key.includes('/played-courses'));
    expect(keys.sort()).toEqual(bucketKeys.sort());
  });

  it('answer 401 without a session, or with an expired one, and write nothing', async () => {
    const sub = randomUUID();
    const expired = sessionCookie(await mintIdToken({ sub, expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of bucketRoutes(OLD_COURSE)) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await getItem(bucketListKeys.entry(sub, OLD_COURSE))).toBeUndefined();
  });

  it('answer 400 with a message a person can act on, and write nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail('bucket'));
    const bad: [string, string, unknown, RegExp][] = [
      ['POST', '/api/user/bucket-list', { courseId: OLD_COURSE, priority: 11 }, /Priority must be/],
      ['POST', '/api/user/bucket-list', { courseId: OLD_COURSE, priority: '5' }, /Priority must be/],
      ['POST', '/api/user/bucket-list', { courseId: OLD_COURSE, priority: 2.5 }, /Priority must be/],
      ['POST', '/api/user/bucket-list', { courseId: OLD_COURSE, notes: 'x'.repeat(501) }, /Notes must be/],
      ['POST', '/api/user/bucket-list', { priority: 5 }, /Course id/i],
      ['PATCH', `/api/user/bucket-list/${OLD_COURSE}`, {}, /Nothing to update/],
      ['PATCH', `/api/user/bucket-list/${OLD_COURSE}`, { priority: 0 }, /Priority must be/],
      ['PATCH', '/api/user/bucket-list/bad%20id', { priority: 3 }, /unexpected characters/],
      ['DELETE', '/api/user/bucket-list/bad%20id', undefined, /unexpected characters/],
      ['GET', '/api/user/bucket-list?limit=0', undefined, /limit must be/],
      ['GET', '/api/user/bucket-list?cursor=bm90LWEtY3Vyc29y', undefined, /cursor is not valid/],
    ];
    for (const [method, path, body, message] of bad) {
      const response = await apiFetch(path, { method, cookie, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(PRIORITY_MESSAGE).toBe('Priority must be a whole number from 1 to 10');
    expect(await getItem(bucketListKeys.entry(userId, OLD_COURSE))).toBeUndefined();
    expect((await list(cookie)).total).toBe(0);
  });

  it("answer 404 for another golfer's entry and an unknown course, and leave the other golfer's alone", async () => {
    const owner = await signIn(freshEmail('bucket-owner'));
    const other = await signIn(freshEmail('bucket-other'));
    await add(owner.cookie, { courseId: OLD_COURSE, notes: 'Mine', priority: 8 });

    const patch = await apiFetch(`/api/user/bucket-list/${OLD_COURSE}`, {
      method: 'PATCH',
      cookie: other.cookie,
      body: { priority: 1 },
    });
    expect(patch.status).toBe(404);
    expect(((await patch.json()) as { message: string }).message).toBe(BUCKET_ENTRY_NOT_FOUND_MESSAGE);
    expect((await remove(other.cookie, OLD_COURSE)).status).toBe(404);
    expect((await list(other.cookie)).entries).toEqual([]);
    const unknown = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie: other.cookie,
      body: { courseId: 'no-such-course' },
    });
    expect(unknown.status).toBe(404);

    const [entry] = (await list(owner.cookie)).entries;
    expect(entry).toMatchObject({ courseId: OLD_COURSE, notes: 'Mine', priority: 8 });
  });

  it('adds with priority 5 by default, answers the existing entry for a second add, edits and lists by priority', async () => {
    const { cookie } = await signIn(freshEmail('bucket-list'));
    const first = await add(cookie, { courseId: OLD_COURSE, notes: '  Walk it at dawn  ' });
    expect(first.created).toBe(true);
    expect(first.entry).toMatchObject({
      id: OLD_COURSE,
      notes: 'Walk it at dawn',
      priority: 5,
      playedAt: null,
    });
    expect(first.entry.course.name).toBe('St Andrews Links (Old Course)');

    const again = await add(cookie, { courseId: OLD_COURSE, priority: 9 }, 200);
    expect(again.created).toBe(false);
    expect(again.entry.priority).toBe(5);

    await add(cookie, { courseId: AUGUSTA, priority: 10 });
    await add(cookie, { courseId: KINGSBARNS, priority: 2 });
    const patched = await apiFetch(`/api/user/bucket-list/${KINGSBARNS}`, {
      method: 'PATCH',
      cookie,
      body: { priority: 7, notes: '' },
    });
    expect(patched.status).toBe(200);
    expect(bucketListEntrySchema.parse(await patched.json())).toMatchObject({ priority: 7, notes: null });

    const all = await list(cookie);
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => entry.courseId)).toEqual([AUGUSTA, KINGSBARNS, OLD_COURSE]);

    const firstPage = await list(cookie, '?limit=2');
    expect(firstPage.entries).toHaveLength(2);
    expect(firstPage.total).toBe(3);
    const secondPage = await list(cookie, `?limit=2&cursor=${firstPage.nextCursor}`);
    expect(secondPage.entries.map((entry) => entry.courseId)).toEqual([OLD_COURSE]);
  });

  it('toggling twice leaves nothing: no entry, no course link, a count of 0', async () => {
    const { cookie, userId } = await signIn(freshEmail('bucket-toggle'));
    await add(cookie, { courseId: AUGUSTA });
    expect(await getItem(courseKeys.courseLink(userId, AUGUSTA))).toMatchObject({ bucketList: true });
    expect((await myMap(cookie)).map((course) => [course.id, course.status])).toEqual([
      [AUGUSTA, 'bucket-list'],
    ]);
    expect((await remove(cookie, AUGUSTA)).status).toBe(200);

    expect(await getItem(bucketListKeys.entry(userId, AUGUSTA))).toBeUndefined();
    expect(await getItem(courseKeys.courseLink(userId, AUGUSTA))).toBeUndefined();
    expect(await list(cookie)).toEqual({ entries: [], total: 0 });
    expect(await myMap(cookie)).toEqual([]);
    expect((await remove(cookie, AUGUSTA)).status).toBe(404);
  });

  it('ticks an entry off when a round is logged there, and deleting that round un-ticks it', async () => {
    const { cookie } = await signIn(freshEmail('bucket-tick'));
    await add(cookie, { courseId: KINGSBARNS, priority: 9 });
    const round = await createTestRound(cookie, KINGSBARNS, { playedAt: '2025-07-02' });

    let [entry] = (await list(cookie)).entries;
    expect(entry?.playedAt).toBe('2025-07-02');
    expect((await myMap(cookie)).find((course) => course.id === KINGSBARNS)?.status).toBe('played');

    // A second, earlier round: the entry keeps the first date played; deleting it leaves the other's tick.
    const earlier = await createTestRound(cookie, KINGSBARNS, { playedAt: '2025-05-20' });
    [entry] = (await list(cookie)).entries;
    expect(entry?.playedAt).toBe('2025-05-20');
    expect((await apiFetch(`/api/rounds/${earlier.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    [entry] = (await list(cookie)).entries;
    expect(entry?.playedAt).toBe('2025-07-02');

    expect((await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    [entry] = (await list(cookie)).entries;
    expect(entry).toMatchObject({ courseId: KINGSBARNS, playedAt: null });
    expect((await myMap(cookie)).find((course) => course.id === KINGSBARNS)?.status).toBe('bucket-list');
  });

  it('reconciles achievements when a played course is listed: the answer holds what the list earned, and a later visit finds nothing left to earn', async () => {
    const { cookie, userId } = await signIn(freshEmail('bucket-earns'));
    await createTestRound(cookie, OLD_COURSE, { playedAt: '2024-09-01' });
    const before = new Set((await listUnlocks(userId)).map((unlock) => unlock.achievementId));
    const response = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie,
      body: { courseId: OLD_COURSE },
    });
    expect(response.status).toBe(201);
    const { achievements } = (await response.json()) as { achievements?: AchievementChanges };
    const stored = (await listUnlocks(userId)).map((unlock) => unlock.achievementId);
    // What the write earned is exactly what it stored, at once.
    expect(achievements?.earned.map((a) => a.id).sort()).toEqual(
      stored.filter((id) => !before.has(id)).sort(),
    );
    // A visit to Achievements (which reconciles too) finds every earned achievement already stored.
    const read = achievementsResponseSchema.parse(
      await (await apiFetch('/api/achievements', { cookie })).json(),
    );
    expect(
      read.achievements
        .filter((a) => a.earnedDate !== null)
        .map((a) => a.id)
        .sort(),
    ).toEqual(stored.sort());

    // Taking it off the list reconciles as well: what it no longer earns is taken away in the answer.
    const removed = await remove(cookie, OLD_COURSE);
    expect(removed.status).toBe(200);
    const after = (await removed.json()) as { achievements?: AchievementChanges };
    const kept = new Set((await listUnlocks(userId)).map((unlock) => unlock.achievementId));
    expect(after.achievements?.lost.map((a) => a.id).sort()).toEqual(
      stored.filter((id) => !kept.has(id)).sort(),
    );
  });

  it('moves the tick with a round edited to another course, and starts ticked when listed after playing', async () => {
    const { cookie, userId } = await signIn(freshEmail('bucket-move'));
    const round = await createTestRound(cookie, OLD_COURSE, { playedAt: '2024-09-01' });
    const listedAfter = await add(cookie, { courseId: OLD_COURSE });
    expect(listedAfter.entry.playedAt).toBe('2024-09-01');
    await add(cookie, { courseId: AUGUSTA });

    const moved = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { courseId: AUGUSTA },
    });
    expect(moved.status).toBe(200);
    expect(roundSchema.parse(await moved.json()).courseId).toBe(AUGUSTA);
    const byId = new Map((await list(cookie)).entries.map((entry) => [entry.courseId, entry.playedAt]));
    expect(byId.get(AUGUSTA)).toBe('2024-09-01');
    expect(byId.get(OLD_COURSE)).toBeNull();

    // Removing a played course's entry keeps the course link (the rounds still count).
    expect((await remove(cookie, AUGUSTA)).status).toBe(200);
    expect(await getItem(courseKeys.courseLink(userId, AUGUSTA))).toMatchObject({
      played: true,
      bucketList: false,
    });
    expect((await myMap(cookie)).map((course) => [course.id, course.status]).sort()).toEqual([
      [AUGUSTA, 'played'],
      [OLD_COURSE, 'bucket-list'],
    ]);
  });

  it("puts a golfer's own custom courses on their map with their status (they are in no published points file)", async () => {
    const { cookie } = await signIn(freshEmail('bucket-custom'));
    const tag = randomUUID().slice(0, 8);
    const createCustom = async (name: string, city: string) => {
      const response = await apiFetch('/api/courses', {
        method: 'POST',
        cookie,
        body: { name: `${name} ${tag}`, city, country: 'United States' },
      });
      expect(response.status).toBe(201);
      return courseSchema.parse(await response.json());
    };
    const played = await createCustom('Muni Nine', 'Bend');
    const wanted = await createCustom('Dunes Hideaway', 'Bandon');
    await createTestRound(cookie, played.id, { playedAt: '2025-06-01' });
    await add(cookie, { courseId: wanted.id });

    const mine = new Map((await myMap(cookie)).map((course) => [course.id, course]));
    expect(mine.get(played.id)).toMatchObject({ status: 'played', name: played.name });
    expect(mine.get(wanted.id)).toMatchObject({ status: 'bucket-list', onBucketList: true });
    // Placed where the golfer said (the town's position), so the marker lands on the map.
    expect(mine.get(played.id)?.latitude).toBe(played.latitude);
    expect(mine.get(wanted.id)?.longitude).toBe(wanted.longitude);
  });
});
