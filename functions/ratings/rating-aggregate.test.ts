import { describe, expect, it } from 'vitest';
import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import {
  aggregateDelta,
  communityRatingsOf,
  countersOf,
  recount,
  type CountedRating,
} from './rating-aggregate';

function rating(values: Partial<Record<RatingKey, number>>, tags: string[] = []): CountedRating {
  const ratings = Object.fromEntries(RATING_KEYS.map((key) => [key, values[key] ?? 0])) as Record<
    RatingKey,
    number
  >;
  const rated = Object.values(ratings).filter((value) => value > 0);
  const scoreTenths = Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10);
  return { ratings, tags, scoreTenths };
}

describe('the course rating aggregate', () => {
  it('adds a new rater: one rater, their score, rated categories and tags', () => {
    const delta = aggregateDelta(undefined, rating({ overallExperience: 8, valuePricing: 6 }, ['Scenic']));
    expect(Object.fromEntries(delta)).toEqual({
      raters: 1,
      scoreTenths: 70,
      sum_overallExperience: 8,
      count_overallExperience: 1,
      sum_valuePricing: 6,
      count_valuePricing: 1,
      'tag#Scenic': 1,
    });
  });

  it('moves only what changed when a golfer re-rates, and counts the rater once', () => {
    const before = rating({ overallExperience: 8, valuePricing: 6 }, ['Scenic']);
    const after = rating({ overallExperience: 9, valuePricing: 6 }, ['Scenic', 'Memorable']);
    expect(Object.fromEntries(aggregateDelta(before, after))).toEqual({
      scoreTenths: 5,
      sum_overallExperience: 1,
      'tag#Memorable': 1,
    });
  });

  it('takes everything back out on a delete', () => {
    const only = rating({ courseCondition: 7.5 }, ['Fast Greens']);
    const total = recount([only]);
    for (const [name, by] of aggregateDelta(only, undefined)) total.set(name, (total.get(name) ?? 0) + by);
    expect([...total.values()].every((value) => value === 0)).toBe(true);
  });

  it('shows no averages or tags below three raters, and a category only from three ratings of it', () => {
    const two = Object.fromEntries(
      recount([rating({ overallExperience: 8 }), rating({ overallExperience: 6 })]),
    );
    expect(communityRatingsOf('c', two)).toMatchObject({
      raterCount: 2,
      enough: false,
      fescueScore: null,
      tags: [],
    });
    const three = Object.fromEntries(
      recount([
        rating({ overallExperience: 8 }, ['Scenic']),
        rating({ overallExperience: 6, valuePricing: 5 }, ['Scenic']),
        rating({ overallExperience: 7 }),
      ]),
    );
    const figures = communityRatingsOf('c', three);
    expect(figures).toMatchObject({ raterCount: 3, enough: true, tags: [{ tag: 'Scenic', count: 2 }] });
    expect(figures.fescueScore).toBe(6.8); // (8 + 5.5 + 7) / 3
    expect(figures.categories.find((c) => c.key === 'overallExperience')?.average).toBe(7);
    expect(figures.categories.find((c) => c.key === 'valuePricing')).toEqual({
      key: 'valuePricing',
      average: null,
      count: 1,
    });
  });

  it('reads the counters back from an item, ignoring keys and zeros', () => {
    expect(countersOf({ pk: 'COURSE#x', raters: 2, 'tag#Scenic': 0, sum_valuePricing: 12 })).toEqual(
      new Map([
        ['raters', 2],
        ['sum_valuePricing', 12],
      ]),
    );
  });
});
