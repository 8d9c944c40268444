import { describe, expect, it } from 'vitest';
import type { CityTable } from '../geo/gazetteer';
import { placeLabel, searchPlaces } from './place-search';

const table: CityTable = {
  GB: [
    ['Dundee', 'SCT', 56.469, -2.975],
    ['Saint Andrews', 'SCT', 56.339, -2.799],
  ],
  US: [
    ['Saint Augustine', 'FL', 29.894, -81.314],
    ['Pinehurst', 'NC', 35.195, -79.469],
  ],
};

describe('place search in the gazetteer', () => {
  it('finds Saint Andrews when the golfer types St Andrews', () => {
    const [first] = searchPlaces(table, 'St Andrews');
    expect(first?.name).toBe('Saint Andrews');
    expect(placeLabel(first!)).toBe('Saint Andrews, Scotland');
  });

  it('puts an exact name before longer names it starts', () => {
    expect(searchPlaces(table, 'saint').map((p) => p.name)).toEqual(['Saint Augustine', 'Saint Andrews']);
    expect(searchPlaces(table, 'pinehurst').map(placeLabel)).toEqual(['Pinehurst, NC, United States']);
  });

  it('asks for two letters before it searches', () => {
    expect(searchPlaces(table, 'p')).toEqual([]);
  });
});
