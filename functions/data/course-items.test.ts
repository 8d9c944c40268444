import { describe, expect, it } from 'vitest';
import { catalogEntryToCourse } from '../courses/catalog/catalog-course';
import { courseIndexOf, searchEntryItems } from './course-items';

const course = (slug: string, name: string, city: string, exclusivityRating: number) =>
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

  it('remembers the sort keys of its entries on the course item, to remove them after a change', () => {
    const pebble = course('a', 'Pebble Links', 'Carmel', 3);
    expect(courseIndexOf(pebble).searchKeys).toEqual(searchEntryItems(pebble).map((item) => item.sk));
  });
});
