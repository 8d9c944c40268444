import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

const intl = new Intl.NumberFormat('en-US');

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-4321, '-4,321'],
    [2.5, '2.5'],
    [1234.5678, '1,234.568'],
  ])('writes %d as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('writes every whole number as Intl does, around each grouping boundary and far out', () => {
    const values = [
      ...Array.from({ length: 16 }, (_, power) => 10 ** power),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power - 1),
      ...Array.from({ length: 500 }, (_, index) => Math.floor((index * 7919) ** 1.7)),
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      -0,
    ];
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});
