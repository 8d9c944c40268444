import { describe, expect, it } from 'vitest';
import { cardStatisticsSchema, courseHolesResponseSchema } from '#shared/scorecards/card-stats';
import { roundSchema } from '#shared/schemas/round';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { freshEmail } from '../lib/testing/stack-helpers';

const PEBBLE = 'pebble-beach-golf-links';
const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];

/** A card of pars everywhere but hole 1 (`first` strokes), 2 putts a hole, every fairway hit. */
function card(first: number) {
  return {
    teeSetId: null,
    holes: PARS.map((par, index) => ({
      hole: index + 1,
      par,
      strokes: index === 0 ? first : par,
      putts: 2,
      fairway: par === 3 ? null : 'hit',
    })),
  };
}
const total = (first: number) => PARS.reduce((sum, par) => sum + par, 0) - 4 + first;

async function stats(cookie: string) {
  const response = await apiFetch('/api/user/card-stats', { cookie });
  expect(response.status).toBe(200);
  return cardStatisticsSchema.parse(await response.json());
}

describe('card statistics kept with round writes', () => {
  it('follow a carded round created, edited and deleted, and name the hardest hole at the course', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await stats(cookie)).cards).toBe(0);

    const created = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: PEBBLE, score: total(6), playedAt: '2025-06-01', scorecard: card(6) },
    });
    expect(created.status).toBe(201);
    const round = roundSchema.parse(await created.json());
    // 18 holes: hole 1 a double bogey (6 on a par 4), 17 pars. Par 4s: 10 holes, 42 strokes: 4.2.
    const afterCreate = await stats(cookie);
    expect(afterCreate).toMatchObject({ cards: 1, holes: 18, toPar: { par: 17, double: 1 } });
    expect(afterCreate.scoringAverage.par4).toBe(4.2);

    const edited = await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie,
      body: { score: total(5), scorecard: card(5) },
    });
    expect(edited.status).toBe(200);
    expect((await stats(cookie)).toPar).toMatchObject({ par: 17, bogey: 1, double: 0 });

    const holes = courseHolesResponseSchema.parse(
      await (await apiFetch(`/api/courses/${PEBBLE}/my-holes`, { cookie })).json(),
    );
    expect(holes.hardest).toEqual({ hole: 1, played: 1, averageOverPar: 1 });

    expect((await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    const afterDelete = await stats(cookie);
    expect(afterDelete.cards).toBe(0);
    expect(afterDelete.holes).toBe(0);
    const gone = courseHolesResponseSchema.parse(
      await (await apiFetch(`/api/courses/${PEBBLE}/my-holes`, { cookie })).json(),
    );
    expect(gone.hardest).toBeNull();
  });

  it("never shows one golfer's card statistics to another", async () => {
    const first = await signIn(freshEmail());
    const second = await signIn(freshEmail());
    await apiFetch('/api/rounds', {
      method: 'POST',
      cookie: first.cookie,
      body: { courseId: PEBBLE, score: total(6), playedAt: '2025-06-02', scorecard: card(6) },
    });
    expect((await stats(second.cookie)).cards).toBe(0);
    const holes = courseHolesResponseSchema.parse(
      await (await apiFetch(`/api/courses/${PEBBLE}/my-holes`, { cookie: second.cookie })).json(),
    );
    expect(holes.holes).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await apiFetch('/api/user/card-stats', {})).status).toBe(401);
    expect((await apiFetch(`/api/courses/${PEBBLE}/my-holes`, {})).status).toBe(401);
  });

  it('answers 400 for a course id that cannot be one', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await apiFetch(`/api/courses/${'x'.repeat(200)}/my-holes`, { cookie })).status).toBe(400);
  });
});
