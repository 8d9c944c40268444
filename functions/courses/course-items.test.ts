import { describe, expect, it } from 'vitest';
import { catalogEntryToCourse, type CatalogEntryInput } from './catalog/catalog-course';
import { courseKeys } from '../data/keys/course-keys';
import { courseIndexOf, courseItem, searchEntryItems, toCourse } from './course-items';

const course = (
  slug: string,
  name: string,
  city: string,
  exclusivityRating: number,
  championships: CatalogEntryInput['championships'] = [],
) =>
  catalogEntryToCourse(
    {
      slug,
      name,
      city,
      state: 'CA',
      country: 'United States',
      latitude: 36.5,
      longitude: -121.9,
      par: 72,
      yardage: null,
      courseType: 'public',
      architects: ['Jack Neville'],
      architectYear: null,
      exclusivityRating,
      description: 'A test course that stands in for a real one in unit tests.',
      championships,
    },
    { createdAt: 'x', updatedAt: 'x' },
  );

const entryFor = (items: Record<string, unknown>[], word: string) =>
  items.find((item) => String(item.sk).startsWith(`${word}#`));

describe('search entries of a course', () => {
  it('sorts name matches of a word before city matches, then the more exclusive first', () => {
    const byName = entryFor(searchEntryItems(course('a', 'Pebble Links', 'Carmel', 3)), 'pebble');
    const byCity = entryFor(searchEntryItems(course('b', 'Cypress Point', 'Pebble Beach', 10)), 'pebble');
    const exclusive = entryFor(searchEntryItems(course('c', 'Pebble Point', 'Carmel', 9)), 'pebble');
    const sorted = [byCity, byName, exclusive].map((item) => String(item?.sk)).sort();
    expect(sorted.map((sk) => sk.slice(sk.lastIndexOf('#') + 1))).toEqual(['c', 'a', 'b']);
    expect(byName?.pk).toBe('SEARCH#pe');
  });

  it('sorts, within name matches, by standing: the course of 30 Opens before the more exclusive', () => {
    const thirtyOpens = [{ event: 'open-championship' as const, since: 1990, until: 2019 }];
    const stAndrews = entryFor(
      searchEntryItems(course('st-andrews', 'Old Course', 'St Andrews', 6, thirtyOpens)),
      'old',
    );
    const lesBordes = entryFor(searchEntryItems(course('les-bordes', 'Old Course', 'Nouan', 9)), 'old');
    const inCity = entryFor(
      searchEntryItems(course('town', 'Links', 'Old Town', 6, [{ event: 'masters', since: 1934 }])),
      'old',
    );
    const sorted = [inCity, lesBordes, stAndrews].map((item) => String(item?.sk)).sort();
    expect(sorted.map((sk) => sk.slice(sk.lastIndexOf('#') + 1))).toEqual([
      'st-andrews',
      'les-bordes',
      'town',
    ]);
    // Standing 6 + log2(31) = 11.0, written as 999 - 110.
    expect(stAndrews?.sk).toBe('old#0#889#st-andrews');
    expect(stAndrews?.majorEditions).toBe(30);
  });

  it('writes the words of letters NFD keeps whole as golfers type them, the parts of marked words, the name run together', () => {
    const keys = courseIndexOf(course('k', "Bjørn's Links", 'Hafnarfjörður', 5)).searchKeys.filter(
      (sk) => !sk.startsWith('GEO#'),
    );
    expect(keys.map((sk) => sk.slice(0, sk.indexOf('#')))).toEqual([
      'bjorns',
      'links',
      'bjorn',
      'bjornslinks',
      'hafnarfjordur',
      // The place: the state as written and named, the country and its common names.
      'ca',
      'california',
      'united',
      'states',
      'usa',
      'america',
      'jack',
      'neville',
    ]);
  });

  it('remembers the sort keys of its entries on the course item, to remove them after a change', () => {
    const pebble = course('a', 'Pebble Links', 'Carmel', 3);
    expect(courseIndexOf(pebble).searchKeys).toEqual(searchEntryItems(pebble).map((item) => item.sk));
  });

  it('keeps a geo entry with the search entries, so a moved course leaves no entry at its old point', () => {
    const pebble = course('a', 'Pebble Links', 'Carmel', 3);
    const geo = searchEntryItems(pebble).find((item) => String(item.sk).startsWith('GEO#'));
    expect(geo).toMatchObject({ pk: 'GEO#9q', courseId: 'a', latitude: 36.5, longitude: -121.9 });
    // The key the course item remembers leads back to the entry's own partition (its removal's key).
    expect(courseKeys.searchEntryFromSortKey(String(geo?.sk))).toEqual({ pk: geo?.pk, sk: geo?.sk });
    const moved = { ...pebble, latitude: 36.6 };
    expect(courseIndexOf(moved).searchKeys).not.toContain(geo?.sk);
    expect(
      searchEntryItems({ ...pebble, latitude: null, longitude: null }).some((item) =>
        String(item.sk).startsWith('GEO#'),
      ),
    ).toBe(false);
  });
});

describe('a stored course read back (toCourse)', () => {
  const stored = (overrides: Record<string, unknown>) => ({
    ...courseItem(course('a', 'Pebble Links', 'Carmel', 3)),
    placement: undefined,
    defaultedFigures: undefined,
    ...overrides,
  });

  it('keeps the placement and defaults recorded on the item', () => {
    const item = stored({
      sourceApi: 'custom',
      placement: { method: 'country', place: 'Kenya' },
      defaultedFigures: ['exclusivityRating'],
    });
    expect(toCourse(item)).toMatchObject({
      placement: { method: 'country', place: 'Kenya' },
      defaultedFigures: ['exclusivityRating'],
    });
  });

  it('infers them for a custom course stored before they were recorded', () => {
    const atStateCentre = stored({
      sourceApi: 'custom',
      city: 'Bend',
      state: 'OR',
      latitude: 44.57,
      longitude: -122.07,
      slopeRating: 113,
    });
    expect(toCourse(atStateCentre)).toMatchObject({
      placement: { method: 'state', place: 'Oregon' },
      defaultedFigures: ['slopeRating', 'exclusivityRating'],
    });
    const atFallback = stored({ sourceApi: 'custom', country: 'Narnia', latitude: 40, longitude: -74 });
    expect(toCourse(atFallback).placement).toEqual({ method: 'fallback', place: null });
  });

  it('reads a catalog course as exactly placed, its slope 113 as the default', () => {
    expect(toCourse(stored({ slopeRating: 113 }))).toMatchObject({
      placement: { method: 'exact', place: null },
      defaultedFigures: ['slopeRating'],
    });
    expect(toCourse(stored({ slopeRating: 131 })).defaultedFigures).toEqual([]);
  });
});
