import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  markPlayedResponseSchema,
  PLAYED_YEAR_AND_BEFORE_MESSAGE,
  PLAYED_YEAR_MESSAGE,
  playedMarksResponseSchema,
} from '#shared/played/played-mark';
import { addBucketListResponseSchema, bucketListResponseSchema } from '#shared/schemas/bucket-list';
import { myMapResponseSchema } from '#shared/schemas/course-map';
import { passportSchema } from '#shared/schemas/passport';
import { userStatsSchema } from '#shared/schemas/round';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { courseKeys } from '../data/keys/course-keys';
import { playedKeys } from '../data/keys/played-keys';
import { sendTransaction } from '../data/transact-write';
import { buildRating, createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';
import { endpointGroups } from '../endpoint-groups';
import { listPlayedMarks, markPlayedItems, unmarkPlayedItems } from './played-repository';
import { PLAYED_MARK_NOT_FOUND_MESSAGE } from './routes/played-params';

const OLD_COURSE = 'old-course-st-andrews'; // links, Scotland, Open Championship venue
const PEBBLE = 'pebble-beach-golf-links'; // California, US Open venue
const KINGSBARNS = 'kingsbarns-golf-links';

async function mark(cookie: string, courseId: string, body: unknown = {}, status = 201) {
  const response = await apiFetch(`/api/played-courses/${courseId}`, { method: 'PUT', cookie, body });
  expect(response.status, await response.clone().text()).toBe(status);
  return markPlayedResponseSchema.parse(await response.json());
}

async function unmark(cookie: string, courseId: string) {
  return apiFetch(`/api/played-courses/${courseId}`, { method: 'DELETE', cookie });
}

async function marks(cookie: string) {
  const response = await apiFetch('/api/played-courses', { cookie });
  expect(response.status).toBe(200);
  return playedMarksResponseSchema.parse(await response.json()).marks;
}

async function passportOf(cookie: string) {
  const response = await apiFetch('/api/user/passport', { cookie });
  expect(response.status).toBe(200);
  return passportSchema.parse(await response.json());
}

async function statsOf(cookie: string) {
  const response = await apiFetch('/api/user/stats', { cookie });
  expect(response.status).toBe(200);
  return userStatsSchema.parse(await response.json());
}

async function myMap(cookie: string) {
  const response = await apiFetch('/api/user/map', { cookie });
  expect(response.status).toBe(200);
  return myMapResponseSchema.parse(await response.json()).courses;
}

function playedRoutes(courseId: string): [string, string, unknown][] {
  return [
    ['GET', '/api/played-courses', undefined],
    ['PUT', `/api/played-courses/${courseId}`, { year: 2014 }],
    ['DELETE', `/api/played-courses/${courseId}`, undefined],
  ];
}

describe('the played-course routes', () => {
  it('cover every played-courses route key', () => {
    const keys = playedRoutes('x').map(([method, path]) =>
      `${method} ${path}`.replace('/played-courses/x', '/played-courses/{courseId}'),
    );
    expect(keys.sort()).toEqual(
      endpointGroups['bucket-list'].routes.filter((key) => key.includes('/api/played-courses')).sort(),
    );
  });

  it('refuse a mark without a session, or with an expired one, and write nothing', async () => {
    const sub = randomUUID();
    const expired = sessionCookie(await mintIdToken({ sub, expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of playedRoutes(OLD_COURSE)) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await getItem(playedKeys.mark(sub, OLD_COURSE))).toBeUndefined();
    expect(await getItem(courseKeys.courseLink(sub, OLD_COURSE))).toBeUndefined();
  });

  it('refuse a malformed mark with a message a person can act on, and write nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail('played'));
    const cases: [string, unknown, string][] = [
      [OLD_COURSE, { year: 'last summer' }, PLAYED_YEAR_MESSAGE],
      [OLD_COURSE, { year: 1850 }, PLAYED_YEAR_MESSAGE],
      [OLD_COURSE, { year: 2014.5 }, PLAYED_YEAR_MESSAGE],
      [OLD_COURSE, { year: new Date().getUTCFullYear() + 5 }, PLAYED_YEAR_MESSAGE],
      [OLD_COURSE, { year: 1998, before2000: true }, PLAYED_YEAR_AND_BEFORE_MESSAGE],
      [OLD_COURSE, { before2000: 'yes' }, 'before2000 must be true or false'],
      [OLD_COURSE, { roundCount: 3 }, 'roundCount'],
      [OLD_COURSE, { note: 'x'.repeat(501) }, '500 characters'],
      ['bad%20id!', {}, 'Course id has unexpected characters'],
    ];
    for (const [courseId, body, message] of cases) {
      const response = await apiFetch(`/api/played-courses/${courseId}`, { method: 'PUT', cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
    const response = await apiFetch(`/api/played-courses/${OLD_COURSE}`, {
      method: 'PUT',
      cookie,
      rawBody: '{"year":',
    });
    expect(response.status).toBe(400);
    expect(await getItem(playedKeys.mark(userId, OLD_COURSE))).toBeUndefined();
    expect(await getItem(courseKeys.courseLink(userId, OLD_COURSE))).toBeUndefined();
  });

  it('answers 404 for a course that does not exist, and for a course not marked, writing nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail('played'));
    const missing = await apiFetch('/api/played-courses/no-such-course-anywhere', {
      method: 'PUT',
      cookie,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(await getItem(courseKeys.courseLink(userId, 'no-such-course-anywhere'))).toBeUndefined();
    const notMarked = await unmark(cookie, OLD_COURSE);
    expect(notMarked.status).toBe(404);
    expect(((await notMarked.json()) as { message: string }).message).toBe(PLAYED_MARK_NOT_FOUND_MESSAGE);
  });

  it("never lets a golfer read or take away another golfer's mark (404, theirs untouched)", async () => {
    const owner = await signIn(freshEmail('played-owner'));
    const other = await signIn(freshEmail('played-other'));
    await mark(owner.cookie, OLD_COURSE, { year: 2011 });
    expect(await marks(other.cookie)).toEqual([]);
    const response = await unmark(other.cookie, OLD_COURSE);
    expect(response.status).toBe(404);
    expect((await marks(owner.cookie)).map((m) => m.courseId)).toEqual([OLD_COURSE]);
    expect((await passportOf(owner.cookie)).coursesPlayed).toEqual([OLD_COURSE]);
  });
});

describe('a course marked played without a round', () => {
  it('counts in courses played, countries, places, the map and the course tiles, never in scores', async () => {
    const { cookie } = await signIn(freshEmail('played'));
    const created = await mark(cookie, OLD_COURSE, { year: 2014 });
    expect(created.mark).toMatchObject({ courseId: OLD_COURSE, year: 2014, before2000: false });
    expect((await mark(cookie, PEBBLE, { before2000: true })).mark.before2000).toBe(true);

    const passport = await passportOf(cookie);
    expect(passport.coursesPlayed.sort()).toEqual([OLD_COURSE, PEBBLE].sort());
    expect(passport.countries.map((c) => c.country).sort()).toEqual(['Scotland', 'United States']);
    expect(passport.states.map((s) => s.state)).toContain('CA');
    expect(passport.cities.length).toBe(2);
    expect(passport.links).toContain(OLD_COURSE);
    expect(passport.venues.openChampionship).toContain(OLD_COURSE);
    expect(passport.timeZones.length).toBeGreaterThan(0);
    expect(passport.courses.find((c) => c.id === OLD_COURSE)).toMatchObject({
      status: 'played',
      playedWithoutRound: true,
      roundCount: 0,
      lastPlayedAt: null,
    });
    // No score, no round, no date of play.
    expect(passport.rounds.total).toBe(0);
    expect(passport.rounds.averageScore).toBeNull();
    expect(passport.bestScore.score).toBeNull();
    expect(passport.records.years).toEqual([]);

    const stats = await statsOf(cookie);
    expect(stats).toMatchObject({
      coursesPlayed: 2,
      countriesVisited: 2,
      totalRounds: 0,
      bestScore: null,
      averageScore: null,
    });
    const onMap = (await myMap(cookie)).find((course) => course.id === OLD_COURSE);
    expect(onMap).toMatchObject({ status: 'played', playedWithoutRound: true });

    const estimate = await apiFetch('/api/handicap/estimate', { cookie });
    expect(estimate.status).toBe(200);
    expect(JSON.stringify(await estimate.json())).not.toContain(OLD_COURSE);
  });

  it('becomes an ordinary played course once a round is logged, counted once, and falls back when it goes', async () => {
    const { cookie } = await signIn(freshEmail('played'));
    await mark(cookie, OLD_COURSE, { year: 2009 });
    const round = await createTestRound(cookie, OLD_COURSE, { score: 79 });

    let passport = await passportOf(cookie);
    expect(passport.coursesPlayed).toEqual([OLD_COURSE]);
    expect(passport.courses.find((c) => c.id === OLD_COURSE)).toMatchObject({
      playedWithoutRound: false,
      roundCount: 1,
    });
    expect(await statsOf(cookie)).toMatchObject({ coursesPlayed: 1, totalRounds: 1, bestScore: 79 });
    expect((await myMap(cookie))[0]).toMatchObject({ status: 'played', playedWithoutRound: false });

    // The last round deleted leaves the mark's course played without a round.
    expect((await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    passport = await passportOf(cookie);
    expect(passport.coursesPlayed).toEqual([OLD_COURSE]);
    expect(passport.courses[0]).toMatchObject({ playedWithoutRound: true, roundCount: 0 });
    expect(await statsOf(cookie)).toMatchObject({ coursesPlayed: 1, totalRounds: 0, bestScore: null });
  });

  it('taken away, leaves a course with rounds played by them, and one without played by nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail('played'));
    await mark(cookie, OLD_COURSE);
    await mark(cookie, PEBBLE);
    await createTestRound(cookie, PEBBLE);
    expect((await unmark(cookie, PEBBLE)).status).toBe(200);
    expect((await unmark(cookie, OLD_COURSE)).status).toBe(200);

    const passport = await passportOf(cookie);
    expect(passport.coursesPlayed).toEqual([PEBBLE]);
    expect(passport.courses.map((c) => c.id)).toEqual([PEBBLE]);
    expect(await getItem(courseKeys.courseLink(userId, OLD_COURSE))).toBeUndefined();
    expect((await myMap(cookie)).map((c) => c.id)).toEqual([PEBBLE]);
    expect(await marks(cookie)).toEqual([]);
  });

  it('ticks off its bucket-list entry, listed before or after the mark, and lets the golfer rate it', async () => {
    const { cookie } = await signIn(freshEmail('played'));
    const added = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie,
      body: { courseId: KINGSBARNS },
    });
    expect(added.status).toBe(201);
    await mark(cookie, KINGSBARNS, { year: 2019 });
    await mark(cookie, OLD_COURSE);
    const later = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie,
      body: { courseId: OLD_COURSE },
    });
    expect(addBucketListResponseSchema.parse(await later.json()).entry.playedWithoutRound).toBe(true);

    const list = bucketListResponseSchema.parse(
      await (await apiFetch('/api/user/bucket-list', { cookie })).json(),
    );
    expect(list.entries.map((e) => [e.courseId, e.playedWithoutRound, e.playedAt])).toEqual(
      expect.arrayContaining([
        [KINGSBARNS, true, null],
        [OLD_COURSE, true, null],
      ]),
    );
    expect((await passportOf(cookie)).bucketList).toEqual([]);

    // Taken away, the entry is listed and not played again.
    expect((await unmark(cookie, KINGSBARNS)).status).toBe(200);
    const after = bucketListResponseSchema.parse(
      await (await apiFetch('/api/user/bucket-list', { cookie })).json(),
    );
    expect(after.entries.find((e) => e.courseId === KINGSBARNS)?.playedWithoutRound).toBe(false);
    expect((await passportOf(cookie)).bucketList).toEqual([KINGSBARNS]);
    expect((await myMap(cookie)).find((c) => c.id === KINGSBARNS)?.status).toBe('bucket-list');

    // A golfer who played it long ago may rate it (docs/product-rules.md#played-without-a-round).
    const rated = await apiFetch(`/api/courses/${OLD_COURSE}/my-rating`, {
      method: 'PUT',
      cookie,
      body: buildRating(1),
    });
    expect(rated.status, await rated.clone().text()).toBeLessThan(300);
  });

  it('marked again keeps one mark and its first date, with the new year', async () => {
    const { cookie } = await signIn(freshEmail('played'));
    const first = await mark(cookie, OLD_COURSE, { year: 2010 });
    const again = await mark(cookie, OLD_COURSE, { before2000: true }, 200);
    expect(again.created).toBe(false);
    expect(again.mark).toMatchObject({ year: null, before2000: true, markedAt: first.mark.markedAt });
    expect((await marks(cookie)).length).toBe(1);
  });
});

describe('the import pipeline’s mark items', () => {
  it('undo removes exactly the marks its batch added, never a golfer’s own', async () => {
    const { cookie, userId } = await signIn(freshEmail('played-import'));
    await mark(cookie, OLD_COURSE, { year: 2012 });
    const batch = 'batch-01';
    const own = await markPlayedItems(
      userId,
      OLD_COURSE,
      { year: 2001, before2000: false, note: null },
      {
        importBatchId: batch,
      },
    );
    expect(own.items).toEqual([]); // the golfer's mark stays theirs
    const added = await markPlayedItems(
      userId,
      PEBBLE,
      { year: null, before2000: false, note: 'Played 3 times' },
      {
        importBatchId: batch,
      },
    );
    await sendTransaction(added.items);
    expect((await listPlayedMarks(userId)).find((m) => m.courseId === PEBBLE)).toMatchObject({
      importBatchId: batch,
      note: 'Played 3 times',
    });

    expect((await unmarkPlayedItems(userId, OLD_COURSE, { importBatchId: batch })).items).toEqual([]);
    expect((await unmarkPlayedItems(userId, PEBBLE, { importBatchId: 'another-batch' })).items).toEqual([]);

    await sendTransaction((await unmarkPlayedItems(userId, PEBBLE, { importBatchId: batch })).items);
    expect((await marks(cookie)).map((m) => m.courseId)).toEqual([OLD_COURSE]);
    expect((await passportOf(cookie)).coursesPlayed).toEqual([OLD_COURSE]);
  });
});
