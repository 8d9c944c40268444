import { describe, expect, it } from 'vitest';
import { isOnScale, legacyRatingToScale, starsToRating } from './scale';

describe('the one rating scale', () => {
  it.each([
    [1, 2],
    [3, 6],
    [5, 10],
    [0, 0],
    [null, 0],
  ])('maps %s stars to %s on the 0-10 scale', (stars, rating) => {
    expect(starsToRating(stars)).toBe(rating);
  });

  it('accepts 0 to 10 in steps of 0.5 only', () => {
    expect([0, 0.5, 7, 9.5, 10].every(isOnScale)).toBe(true);
    expect([-0.5, 10.5, 7.3, Number.NaN, Infinity].some(isOnScale)).toBe(false);
  });

  it('reads a stored 1-5 rating as twice that, and nothing as unrated', () => {
    expect(legacyRatingToScale(4)).toBe(8);
    expect(legacyRatingToScale(null)).toBeNull();
    expect(legacyRatingToScale(0)).toBeNull();
  });
});
