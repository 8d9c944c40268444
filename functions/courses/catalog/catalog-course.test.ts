import { describe, expect, it } from 'vitest';
import {
  catalogContentHash,
  catalogEntryToCourse,
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
      // 1919 is before the historic rule's 1925: a fact added at load (shared/passport/course-facts.ts).
      settings: ['historic'],
      championships: [],
      timeZone: 'America/Los_Angeles',
      placement: { method: 'exact', place: null },
      defaultedFigures: ['slopeRating'],
    });
  });

  it('calls a position the ledger has not checked "unchecked", and every other catalog position exact', () => {
    expect(catalogEntryToCourse(entry({ positionChecked: false }), at).placement).toEqual({
      method: 'unchecked',
      place: null,
    });
  });

  it('keeps the curated settings and adds historic only by its rule', () => {
    expect(catalogEntryToCourse(entry({ architectYear: 1999, settings: ['links'] }), at).settings).toEqual([
      'links',
    ]);
    expect(
      catalogEntryToCourse(
        entry({ architectYear: null, championships: [{ event: 'us-open', years: [1913] }] }),
        at,
      ).settings,
    ).toEqual(['historic']);
  });

  it('says the slope is published when the entry has one', () => {
    expect(catalogEntryToCourse(entry({ slopeRating: 113 }), at).defaultedFigures).toEqual([]);
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
  it('ranks by editions of the majors, then by everything hosted, and leaves out courses that hosted nothing', () => {
    const ranks = featuredRanks(
      [
        entry({ slug: 'none' }),
        entry({ slug: 'tour-stop', championships: [{ event: 'pga-tour', name: 'Classic', since: 1950 }] }),
        entry({ slug: 'one-open', championships: [{ event: 'us-open', years: [2000] }] }),
        entry({
          slug: 'two-opens',
          championships: [
            { event: 'us-open', years: [2000, 2005] },
            { event: 'us-amateur', years: [1990] },
          ],
        }),
        entry({
          slug: 'one-open-and-tour',
          championships: [
            { event: 'open-championship', years: [2001] },
            { event: 'pga-tour', name: 'Classic', since: 2010 },
          ],
        }),
      ],
      4,
      2026,
    );
    expect([...ranks]).toEqual([
      ['two-opens', 0],
      ['one-open-and-tour', 1],
      ['one-open', 2],
      ['tour-stop', 3],
    ]);
  });
});
