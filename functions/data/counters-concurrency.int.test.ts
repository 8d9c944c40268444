import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { achievementsResponseSchema } from '#shared/schemas/achievement';
import { bucketListResponseSchema } from '#shared/schemas/bucket-list';
import { courseListResponseSchema } from '#shared/schemas/course';
import { eventsResponseSchema } from '#shared/schemas/community';
import { roundListResponseSchema, roundSchema, type Round } from '#shared/schemas/round';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { buildRating, countedOf, createTestCourse, createTestRound } from '../lib/testing/rating-builders';
import { bucketListKeys } from './keys/bucket-list-keys';
import { communityKeys } from './keys/community-keys';
import { courseKeys } from './keys/course-keys';
import { ratingKeys } from './keys/rating-keys';
import { roundKeys } from './keys/round-keys';
import { countersOf, recount } from '../ratings/rating-aggregate';
import { scoreCounterName, scoreCountsOf } from '../rounds/round-totals';

/**
 * The counters and totals kept in transactions stay exactly equal to a recount after 100 concurrent
 * writes of each kind, each kind's 100 sent at once, through the real handlers against DynamoDB Local. In AWS,
 * concurrent transactions on one counter item conflict (DynamoDB Local runs them one at a time, so
 * transact-write.test.ts injects that); the repositories send a transaction cancelled only by a conflict
 * again, and the invariant is that whatever succeeded is what the counters say.
 */

const CONCURRENT = 100;

interface Golfer {
  userId: string;
  cookie: string;
}

type CommunityStats = Record<'members' | 'reviews' | 'courses' | 'achievements', number>;

async function communityStats(): Promise<CommunityStats> {
  const item = await getItem(communityKeys.counters());
  const count = (name: keyof CommunityStats) => (typeof item?.[name] === 'number' ? item[name] : 0);
  return {
    members: count('members'),
    reviews: count('reviews'),
    courses: count('courses'),
    achievements: count('achievements'),
  };
}

/** Runs `count` calls all at once: one Promise.all. */
function allAtOnce<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}

/** The statuses of requests sent all at once. */
async function statuses(requests: Promise<Response>[]): Promise<number[]> {
  return (await Promise.all(requests)).map((response) => response.status);
}

function tally(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Every page of the golfer's rounds. */
async function allRounds(cookie: string): Promise<Round[]> {
  const rounds: Round[] = [];
  let cursor: string | undefined;
  do {
    const query = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = roundListResponseSchema.parse(
      await (await apiFetch(`/api/rounds${query}`, { cookie })).json(),
    );
    rounds.push(...page.rounds);
    cursor = page.nextCursor;
  } while (cursor);
  return rounds;
}

let golfers: Golfer[];
let membersAdded: number;

beforeAll(async () => {
  const before = await communityStats();
  golfers = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const userId = randomUUID();
      const cookie = sessionCookie(await mintIdToken({ sub: userId, email: `count-${userId}@example.test` }));
      return { userId, cookie };
    }),
  );
  // Every golfer's first visit at once, each twice: one member each, however the two race.
  const answers = (
    await allAtOnce(CONCURRENT, (index) => {
      const { cookie } = golfers[index]!;
      return statuses([apiFetch('/api/auth/user', { cookie }), apiFetch('/api/auth/user', { cookie })]);
    })
  ).flat();
  expect(tally(answers)).toEqual({ 200: 2 * CONCURRENT });
  membersAdded = (await communityStats()).members - before.members;
}, 180_000);

describe('counters under 100 concurrent writes', () => {
  it('counts each new member once (community members)', () => {
    expect(membersAdded).toBe(CONCURRENT);
  });

  it(
    'keeps one golfer’s round totals and course links equal to a recount of their rounds',
    { timeout: 180_000 },
    async () => {
      const golfer = golfers[0]!;
      const courses = ['old-course-st-andrews', 'kingsbarns-golf-links', 'augusta-national-golf-club'];
      const created = await allAtOnce(CONCURRENT, async (index) => {
        const response = await apiFetch('/api/rounds', {
          method: 'POST',
          cookie: golfer.cookie,
          body: { courseId: courses[index % 3], score: 70 + (index % 15), holes: index % 4 === 0 ? 9 : 18 },
        });
        return {
          status: response.status,
          round: response.status === 201 ? roundSchema.parse(await response.json()) : null,
        };
      });
      expect(tally(created.map(({ status }) => status))).toEqual({ 201: CONCURRENT });
      // Then edits and deletes of those rounds at once: half change their score, half go (all of course 2).
      const rounds = created.map(({ round }) => round!);
      const changed = await allAtOnce(CONCURRENT, async (index) => {
        const round = rounds[index]!;
        const response =
          round.courseId === courses[2]
            ? await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie: golfer.cookie })
            : await apiFetch(`/api/rounds/${round.id}`, {
                method: 'PATCH',
                cookie: golfer.cookie,
                body: { score: 90 + (index % 7) },
              });
        return response.status;
      });
      // Deletes at one course race on its link's round count (a conditioned write); the route reads and sends
      // again (retryWhileRacing), and one still losing after its attempts is a 503 "busy" (nothing written), never
      // a 409 or 500. Whatever succeeded must be exactly what the totals say.
      expect(
        changed.every((status) => status === 200 || status === 503),
        JSON.stringify(tally(changed)),
      ).toBe(true);
      if (process.env.CONCURRENCY_REPORT) console.log('[concurrency] edits and deletes:', tally(changed));
      const deletedIds = new Set(
        rounds
          .filter((round, index) => round.courseId === courses[2] && changed[index] === 200)
          .map((round) => round.id),
      );

      const remaining = await allRounds(golfer.cookie);
      const recounted = new Map<string, number>();
      for (const round of remaining) {
        const name = scoreCounterName(round.holes, round.score, round.par!);
        recounted.set(name, (recounted.get(name) ?? 0) + 1);
      }
      const kept = scoreCountsOf(await getItem(roundKeys.totals(golfer.userId)))
        .filter(({ count }) => count !== 0)
        .map(({ holes, score, par, count }) => [scoreCounterName(holes, score, par!), count] as const);
      expect(new Map(kept)).toEqual(recounted);
      expect(remaining).toHaveLength(CONCURRENT - deletedIds.size);
      expect(remaining.some((round) => deletedIds.has(round.id))).toBe(false);
      for (const courseId of courses) {
        const link = await getItem(courseKeys.courseLink(golfer.userId, courseId));
        expect(Boolean(link), courseId).toBe(remaining.some((round) => round.courseId === courseId));
      }
    },
  );

  it(
    'keeps a bucket list’s count equal to its entries through 100 concurrent adds, then removes and repeats',
    { timeout: 180_000 },
    async () => {
      const golfer = golfers[1]!;
      const catalog = courseListResponseSchema.parse(
        await (await apiFetch('/api/courses?limit=100', { cookie: golfer.cookie })).json(),
      ).courses;
      expect(catalog.length).toBe(CONCURRENT);
      const added = await statuses(
        catalog.map(({ id }) =>
          apiFetch('/api/user/bucket-list', {
            method: 'POST',
            cookie: golfer.cookie,
            body: { courseId: id },
          }),
        ),
      );
      expect(tally(added)).toEqual({ 201: CONCURRENT });
      // Half removed while the other half is added again (200, the entry it already has), all at once.
      const mixed = await statuses(
        catalog.map(({ id }, index) =>
          index % 2 === 0
            ? apiFetch(`/api/user/bucket-list/${id}`, { method: 'DELETE', cookie: golfer.cookie })
            : apiFetch('/api/user/bucket-list', {
                method: 'POST',
                cookie: golfer.cookie,
                body: { courseId: id },
              }),
        ),
      );
      expect(tally(mixed)).toEqual({ 200: CONCURRENT });

      let listed = 0;
      let cursor: string | undefined;
      do {
        const query = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = bucketListResponseSchema.parse(
          await (await apiFetch(`/api/user/bucket-list${query}`, { cookie: golfer.cookie })).json(),
        );
        listed += page.entries.length;
        cursor = page.nextCursor;
      } while (cursor);
      expect(listed).toBe(CONCURRENT / 2);
      expect((await getItem(bucketListKeys.totals(golfer.userId)))?.entries).toBe(listed);
    },
  );

  it(
    'never overbooks an event: 100 golfers race for 40 seats, then all cancel',
    { timeout: 180_000 },
    async () => {
      const operator = await signIn(OPERATOR_EMAIL);
      const created = await apiFetch('/api/admin/events', {
        method: 'POST',
        cookie: operator.cookie,
        // Far off, so that it lists after every other upcoming event other tests look at.
        body: {
          title: `Seat race ${randomUUID().slice(0, 6)}`,
          location: 'Bandon',
          startDate: '2099-06-01',
          maxAttendees: 40,
          category: 'Tour',
        },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      const reserved = await statuses(
        golfers.map(({ cookie }) => apiFetch(`/api/events/${id}/reservation`, { method: 'POST', cookie })),
      );
      expect(tally(reserved)).toEqual({ 200: 40, 409: CONCURRENT - 40 });
      const seatsTaken = async () => (await getItem(communityKeys.event(id)))?.seatsTaken;
      const holders = async () => {
        const views = await Promise.all(
          golfers.map(async ({ cookie }) =>
            eventsResponseSchema.parse(await (await apiFetch('/api/events', { cookie })).json()),
          ),
        );
        return views.filter((view) => view.events.find((event) => event.id === id)?.reserved).length;
      };
      expect(await seatsTaken()).toBe(40);
      expect(await holders()).toBe(40);

      const cancelled = await statuses(
        golfers.map(({ cookie }) => apiFetch(`/api/events/${id}/reservation`, { method: 'DELETE', cookie })),
      );
      expect(tally(cancelled)).toEqual({ 200: 40, 404: CONCURRENT - 40 });
      expect(await seatsTaken()).toBe(0);
      expect(await holders()).toBe(0);
    },
  );

  it(
    'keeps a course’s rating aggregate and the review count exact through 100 concurrent ratings, then 50 deletes',
    { timeout: 180_000 },
    async () => {
      const courseId = await createTestCourse(golfers[2]!.cookie, 'Counted');
      // Only a golfer who played a course rates it: each logs a round there first.
      await Promise.all(golfers.map(({ cookie }) => createTestRound(cookie, courseId)));
      const before = await communityStats();
      const ratings = golfers.map((_, index) => buildRating(index));
      const submitted = await statuses(
        golfers.map(({ cookie }, index) =>
          apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'PUT', cookie, body: ratings[index] }),
        ),
      );
      expect(tally(submitted)).toEqual({ 200: CONCURRENT });
      expect(countersOf(await getItem(ratingKeys.aggregate(courseId)))).toEqual(
        recount(ratings.map(countedOf)),
      );
      expect((await communityStats()).reviews - before.reviews).toBe(CONCURRENT);

      const deleted = await statuses(
        golfers
          .slice(0, CONCURRENT / 2)
          .map(({ cookie }) => apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'DELETE', cookie })),
      );
      expect(tally(deleted)).toEqual({ 200: CONCURRENT / 2 });
      expect(countersOf(await getItem(ratingKeys.aggregate(courseId)))).toEqual(
        recount(ratings.slice(CONCURRENT / 2).map(countedOf)),
      );
      expect((await communityStats()).reviews - before.reviews).toBe(CONCURRENT / 2);
    },
  );

  it('counts the courses 100 golfers add at once (community courses)', { timeout: 180_000 }, async () => {
    const before = await communityStats();
    const added = await statuses(
      golfers.map(({ cookie }) =>
        apiFetch('/api/courses', {
          method: 'POST',
          cookie,
          body: {
            name: `Counted Links ${randomUUID().slice(0, 8)}`,
            city: 'Bandon',
            country: 'United States',
          },
        }),
      ),
    );
    expect(tally(added)).toEqual({ 201: CONCURRENT });
    expect((await communityStats()).courses - before.courses).toBe(CONCURRENT);
  });

  it(
    'counts every achievement 100 golfers unlock at once (community achievements)',
    { timeout: 180_000 },
    async () => {
      const fresh = golfers.slice(3);
      const before = await communityStats();
      const earnedBefore = await earnedCount(fresh);
      const logged = await statuses(
        fresh.map(({ cookie }) =>
          apiFetch('/api/rounds', {
            method: 'POST',
            cookie,
            body: { courseId: 'old-course-st-andrews', score: 79 },
          }),
        ),
      );
      expect(tally(logged)).toEqual({ 201: fresh.length });
      const earnedAfter = await earnedCount(fresh);
      expect(earnedAfter).toBeGreaterThan(earnedBefore);
      expect((await communityStats()).achievements - before.achievements).toBe(earnedAfter - earnedBefore);
    },
  );
});

/** The achievements the golfers hold, as their Achievements page counts them. */
async function earnedCount(group: Golfer[]): Promise<number> {
  const counts = await Promise.all(
    group.map(
      async ({ cookie }) =>
        achievementsResponseSchema.parse(await (await apiFetch('/api/achievements', { cookie })).json())
          .summary.earned,
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
