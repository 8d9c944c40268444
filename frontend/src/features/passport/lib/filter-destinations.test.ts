import { describe, expect, it } from 'vitest';
import { buildDestination } from '@/testing/build-destination';
import {
  filterDestinations,
  hasFilters,
  NO_FILTERS,
  optionsOf,
  withScoresToday,
} from './filter-destinations';

const destination = buildDestination;

const all = [
  destination('Old Course', {
    architects: ['Old Tom Morris'],
    architect: 'Old Tom Morris',
    lastPlayedAt: '2025-03-01',
  }),
  destination('Pebble Beach', {
    location: 'Pebble Beach, CA, United States',
    country: 'United States',
    courseType: 'resort',
    exclusivityRating: 8,
    lastPlayedAt: '2024-01-01',
  }),
  destination('Muirfield', {
    courseType: 'private',
    status: 'wishlist',
    roundCount: 0,
    lastPlayedAt: null,
    userRating: 9,
  }),
];

describe('filterDestinations', () => {
  it('searches name, place and architect without case', () => {
    expect(filterDestinations(all, { ...NO_FILTERS, search: 'tom morris' }).map((d) => d.id)).toEqual([
      'Old Course',
    ]);
    expect(filterDestinations(all, { ...NO_FILTERS, search: 'SCOTLAND' })).toHaveLength(2);
  });

  it('filters by type (public keeps resort and semi-private), country, architect and status', () => {
    expect(filterDestinations(all, { ...NO_FILTERS, type: 'private' }).map((d) => d.id)).toEqual([
      'Muirfield',
    ]);
    expect(filterDestinations(all, { ...NO_FILTERS, type: 'public' })).toHaveLength(2);
    expect(filterDestinations(all, { ...NO_FILTERS, country: 'United States' }).map((d) => d.id)).toEqual([
      'Pebble Beach',
    ]);
    expect(filterDestinations(all, { ...NO_FILTERS, architect: 'Old Tom Morris' })).toHaveLength(1);
    expect(filterDestinations(all, { ...NO_FILTERS, status: 'wishlist' }).map((d) => d.id)).toEqual([
      'Muirfield',
    ]);
  });

  it('sorts by most recent (unplayed last), name, exclusivity and review score', () => {
    expect(filterDestinations(all, NO_FILTERS).map((d) => d.id)).toEqual([
      'Old Course',
      'Pebble Beach',
      'Muirfield',
    ]);
    expect(filterDestinations(all, { ...NO_FILTERS, sort: 'name' }).map((d) => d.id)).toEqual([
      'Muirfield',
      'Old Course',
      'Pebble Beach',
    ]);
    expect(filterDestinations(all, { ...NO_FILTERS, sort: 'exclusivity' })[0]?.id).toBe('Pebble Beach');
    expect(filterDestinations(all, { ...NO_FILTERS, sort: 'rating' })[0]?.id).toBe('Muirfield');
  });

  it('knows when filters are set and lists the countries and architects present', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, status: 'played' })).toBe(true);
    expect(optionsOf(all)).toEqual({
      countries: ['Scotland', 'United States'],
      architects: ['Old Tom Morris'],
    });
  });
});

describe('withScoresToday', () => {
  it("sorts Review Score by today's community scores where known, the kept score elsewhere", () => {
    const kept = [
      destination('Old Course', { userRating: 0 }),
      destination('Pebble Beach', { userRating: 7 }),
      destination('Muirfield', { userRating: 9 }),
    ];
    const today = new Map([
      [kept[0]!.id, 9.5],
      [kept[1]!.id, 6],
    ]);
    const sorted = filterDestinations(withScoresToday(kept, today), { ...NO_FILTERS, sort: 'rating' });
    expect(sorted.map((d) => [d.name, d.userRating])).toEqual([
      ['Old Course', 9.5],
      ['Muirfield', 9],
      ['Pebble Beach', 6],
    ]);
    expect(withScoresToday(kept, undefined)).toBe(kept);
  });
});
