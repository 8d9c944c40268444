import { describe, expect, it } from 'vitest';
import { RATING_CATEGORIES, RATING_TAGS, categoryOfTag, isRatingTag } from './categories';
import { bayesianAverage } from './community';

describe('The Fescue List ranking', () => {
  it('does not let one 10/10 beat forty 9.2s', () => {
    const one = bayesianAverage(10, 1);
    const forty = bayesianAverage(40 * 9.2, 40);
    expect(one).toBeCloseTo(7.5, 5);
    expect(forty).toBeCloseTo(8.956, 3);
    expect(forty).toBeGreaterThan(one);
  });

  it('starts a course with no ratings at the prior mean', () => {
    expect(bayesianAverage(0, 0)).toBe(7);
  });
});

describe('rating categories', () => {
  it('has nine categories of five quick tags, 45 distinct tags', () => {
    expect(RATING_CATEGORIES).toHaveLength(9);
    expect(RATING_CATEGORIES.every((category) => category.tags.length === 5)).toBe(true);
    expect(new Set(RATING_TAGS).size).toBe(45);
  });

  it('knows each tag and its category', () => {
    expect(isRatingTag('Strategic')).toBe(true);
    expect(isRatingTag('strategic')).toBe(false);
    expect(categoryOfTag('Fast Greens')).toBe('courseCondition');
  });
});
