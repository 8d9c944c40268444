import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it('orders names alphabetically, case and accents aside', () => {
    const names = [
      'Royal Portrush',
      'Åre Golfklubb',
      'abbey Hill',
      'Émilion',
      'Ballybunion',
      'Abbey Hill',
      'Zell',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Abbey Hill',
      'abbey Hill',
      'Åre Golfklubb',
      'Ballybunion',
      'Émilion',
      'Royal Portrush',
      'Zell',
    ]);
  });

  it('is zero only for the same text', () => {
    expect(compareNames('Cabot', 'Cabot')).toBe(0);
    expect(compareNames('Cabot', 'cabot')).not.toBe(0);
  });
});
