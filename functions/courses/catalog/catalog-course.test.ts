import { describe, expect, it } from 'vitest';
import {
  catalogContentHash,
  catalogEntryToCourse,
  championshipYearCount,
  featuredRanks,
  type CatalogEntryInput,
} from './catalog-course';

function entry(overrides: Partial<CatalogEntryInput> = {}): CatalogEntryInput {
  return {
    slug: 'test-links',
    name: 'Test Links',
    city: 'Testville',
    state: 'CA',
    country: 'United States',
    latitude: 36.5,
    longitude: -121.9,
    par: 72,
    yardage: 7000,
    courseType: 'public',
    architects: ['Jack Neville', 'Douglas Grant'],
    architectYear: 1919,
    exclusivityRating: 7,
    description: 'A test course that stands in for a real one in unit tests.',
    ...overrides,
  };
}
const at = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };

describe('catalog entry to course', () => {
  it('uses the slug as id, joins the location and architects, and fills the schema defaults', () => {
    expect(catalogEntryToCourse(entry(), at)).toMatchObject({
      id: 'test-links',
      location: 'Testville, CA, United States',
      architect: 'Jack Neville, Douglas Grant',
      slopeRating: 113,
      courseRating: null,
      nationalRating: 0,
      sourceApi: 'catalog',
      createdBy: null,
      settings: [],
      championships: [],
    });
  });
});

describe('catalog content hash (the loader skips a course whose hash is stored)', () => {
  const hash = (e: CatalogEntryInput, rank?: number, when = at) =>
    catalogContentHash(catalogEntryToCourse(e, when), rank);

  it('is the same for the same entry whatever the timestamps', () => {
    expect(hash(entry())).toBe(hash(entry(), undefined, { createdAt: 'x', updatedAt: 'y' }));
  });

  it('changes when a fact or the featured rank changes', () => {
    expect(hash(entry({ par: 71 }))).not.toBe(hash(entry()));
    expect(hash(entry(), 3)).not.toBe(hash(entry()));
  });
});

describe('featured clubs', () => {
  it('counts distinct championship years, an ongoing run up to this year', () => {
    const hosted = entry({
      championships: [
        { event: 'us-open', years: [2000, 2010, 2030] },
        { event: 'pga-tour', name: 'Pro-Am', since: 2008, until: 2010 },
      ],
    });
    expect(championshipYearCount(hosted, 2025)).toBe(4);
  });

  it('ranks by championship years, then exclusivity, and leaves out courses that hosted nothing', () => {
    const ranks = featuredRanks(
      [
        entry({ slug: 'none' }),
        entry({ slug: 'one', exclusivityRating: 9, championships: [{ event: 'us-open', years: [2000] }] }),
        entry({ slug: 'two', championships: [{ event: 'us-open', years: [2000, 2005] }] }),
        entry({ slug: 'one-b', exclusivityRating: 5, championships: [{ event: 'us-open', years: [2001] }] }),
      ],
      2,
    );
    expect([...ranks]).toEqual([
      ['two', 0],
      ['one', 1],
    ]);
  });
});
