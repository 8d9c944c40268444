import { describe, expect, it } from 'vitest';
import { fescueScore, fescueScoreTenths, hasAnyRating, ratingAverage, ratingLabel } from './fescue-score';

describe('the Fescue Score', () => {
  it('averages only the rated categories, to one decimal', () => {
    expect(fescueScore({ overallExperience: 9.5, architectureDesign: 8, landscapeScenery: 0 })).toBe(8.8);
    expect(fescueScoreTenths({ overallExperience: 9.5, architectureDesign: 8 })).toBe(88);
    expect(ratingAverage({ overallExperience: 9.5, architectureDesign: 8 })).toBe(8.75);
  });

  it('is 0 with nothing rated', () => {
    expect(fescueScore({})).toBe(0);
    expect(hasAnyRating({ valuePricing: 0, courseCondition: null })).toBe(false);
  });

  it.each([
    [10, 'Exceptional'],
    [9, 'Exceptional'],
    [8.9, 'Outstanding'],
    [7, 'Excellent'],
    [6.5, 'Very Good'],
    [5, 'Good'],
    [4, 'Fair'],
    [3.9, 'Needs Improvement'],
  ])('labels %s as %s (thresholds on the 0-10 scale)', (score, label) => {
    expect(ratingLabel(score)).toBe(label);
  });
});
