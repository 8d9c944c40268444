import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { myRatingSchema } from '#shared/schemas/rating';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { ratingKeys } from '../data/keys/rating-keys';
import { countersOf, recount, type CountedRating } from './rating-aggregate';
import { createUserIfAbsent } from '../users/users-repository';
import { buildRating, countedOf, createTestCourse, createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';
import { useStackTable } from '../lib/testing/stack-table';

// Golfers are created in this process through the users repository, pointed at the test stack's table.
useStackTable();

interface Golfer {
  index: number;
  cookie: string;
}

async function golfers(count: number): Promise<Golfer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const sub = randomUUID();
      const email = `golfer-${index}-${sub}@example.test`;
      await createUserIfAbsent({ sub, email, givenName: `Golfer${index}`, familyName: 'Test' });
      return { index, cookie: sessionCookie(await mintIdToken({ sub, email })) };
    }),
  );
}

async function expectOk(response: Promise<Response>): Promise<Response> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBeLessThan(300);
  return answered;
}

async function aggregateOf(courseId: string) {
  return countersOf(await getItem(ratingKeys.aggregate(courseId)));
}

describe('community aggregates', () => {
  it(
    'stay exactly equal to a recount through 100 concurrent ratings, re-ratings and deletes',
    { timeout: 180_000 },
    async () => {
      const all = await golfers(100);
      const courseId = await createTestCourse(all[0]!.cookie, 'Concurrency');
      // Half rate through a round (PATCH .../rating), half without one (PUT my-rating).
      const throughRound = (golfer: Golfer) => golfer.index % 2 === 0;
      const rounds = new Map<number, string>();
      // Every golfer played the course (a rating needs a round there); half rate through that round.
      await Promise.all(
        all.map(async (golfer) => {
          rounds.set(golfer.index, (await createTestRound(golfer.cookie, courseId)).id);
        }),
      );
      const submit = (golfer: Golfer, seed: number) => {
        const body = buildRating(seed);
        return throughRound(golfer)
          ? apiFetch(`/api/rounds/${rounds.get(golfer.index)}/rating`, {
              method: 'PATCH',
              cookie: golfer.cookie,
              body,
            })
          : apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'PUT', cookie: golfer.cookie, body });
      };

      await Promise.all(all.map((golfer) => expectOk(submit(golfer, golfer.index))));
      expect(await aggregateOf(courseId)).toEqual(
        recount(all.map((golfer) => countedOf(buildRating(golfer.index)))),
      );

      // Everyone changes their mind at once.
      await Promise.all(all.map((golfer) => expectOk(submit(golfer, golfer.index + 1000))));
      const reRated = (golfer: Golfer) => countedOf(buildRating(golfer.index + 1000));
      expect(await aggregateOf(courseId)).toEqual(recount(all.map(reRated)));

      // Half take their rating away: deleting the round that carried it, or the rating itself.
      const leaving = all.filter((golfer) => golfer.index % 4 < 2);
      await Promise.all(
        leaving.map((golfer) =>
          expectOk(
            throughRound(golfer)
              ? apiFetch(`/api/rounds/${rounds.get(golfer.index)}`, {
                  method: 'DELETE',
                  cookie: golfer.cookie,
                })
              : apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'DELETE', cookie: golfer.cookie }),
          ),
        ),
      );
      const staying = all.filter((golfer) => golfer.index % 4 >= 2);
      expect(staying).toHaveLength(50);
      const expected = recount(staying.map(reRated));
      expect(await aggregateOf(courseId)).toEqual(expected);
      expect(expected.get('raters')).toBe(50);
    },
  );

  it('counts a golfer once when their own saves race', { timeout: 60_000 }, async () => {
    const { cookie } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie, 'Race');
    const round = await createTestRound(cookie, courseId);
    const saves = Array.from({ length: 12 }, (_, seed) =>
      seed % 3 === 0
        ? apiFetch(`/api/rounds/${round.id}/rating`, { method: 'PATCH', cookie, body: buildRating(seed) })
        : apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'PUT', cookie, body: buildRating(seed) }),
    );
    const statuses = (await Promise.all(saves)).map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const stored = myRatingSchema.parse(
      (await (await apiFetch(`/api/courses/${courseId}/my-rating`, { cookie })).json()).rating,
    );
    const counted: CountedRating = countedOf({ ...buildRating(0), ...stored });
    expect(await aggregateOf(courseId)).toEqual(recount([counted]));
  });
});
