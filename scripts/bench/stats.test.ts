import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('percentile', () => {
  it('uses the nearest-rank method', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });
  it('is NaN for no samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it('sorts before picking', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
});
