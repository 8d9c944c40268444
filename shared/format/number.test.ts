import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-4321, '-4,321'],
    [2.5, '2.5'],
  ])('writes %d as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});
