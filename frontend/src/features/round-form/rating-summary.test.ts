import { describe, expect, it } from 'vitest';
import { emptyRatings, fescueScore, ratingAverage, ratingLabel } from './rating-summary';

describe('rating summary', () => {
  it('averages only the rated categories', () => {
    expect(ratingAverage({ ...emptyRatings(), overallExperience: 10, landscapeScenery: 8 })).toBe(9);
  });

  it('is null when nothing is rated, zeros included', () => {
    expect(ratingAverage(emptyRatings())).toBeNull();
    expect(ratingAverage({ ...emptyRatings(), overallExperience: 0 })).toBeNull();
  });

  it('shows the average out of 10 to one decimal', () => {
    expect(fescueScore(26 / 3)).toBe(8.7);
  });

  it.each([
    [9, 'Exceptional'],
    [8.4, 'Outstanding'],
    [7, 'Excellent'],
    [6, 'Very Good'],
    [5.4, 'Good'],
    [4, 'Fair'],
    [3.8, 'Needs Improvement'],
  ])('labels an average of %s as %s', (average, label) => {
    expect(ratingLabel(average)).toBe(label);
  });
});
