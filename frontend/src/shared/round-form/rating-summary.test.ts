import { describe, expect, it } from 'vitest';
import { emptyRatings, fescueScore, ratingAverage, ratingLabel } from './rating-summary';

describe('rating summary', () => {
  it('averages only the rated categories', () => {
    expect(ratingAverage({ ...emptyRatings(), overallExperience: 5, landscapeScenery: 4 })).toBe(4.5);
  });

  it('is null when nothing is rated', () => {
    expect(ratingAverage(emptyRatings())).toBeNull();
  });

  it('shows the average out of 10 to one decimal', () => {
    expect(fescueScore(13 / 3)).toBe(8.7);
  });

  it.each([
    [4.5, 'Exceptional'],
    [4.2, 'Outstanding'],
    [3.5, 'Excellent'],
    [3, 'Very Good'],
    [2.7, 'Good'],
    [2, 'Fair'],
    [1.9, 'Needs Improvement'],
  ])('labels an average of %s as %s', (average, label) => {
    expect(ratingLabel(average)).toBe(label);
  });
});
