import { describe, expect, it } from 'vitest';
import { canonicalCourseId, inferDefaultedFigures, publishedSlope } from './course';

describe('defaulted figures of a course stored before they were recorded', () => {
  it('takes slope 113 for the default, and the exclusivity of a course not in the catalog', () => {
    expect(inferDefaultedFigures({ sourceApi: 'catalog', slopeRating: 113 })).toEqual(['slopeRating']);
    expect(inferDefaultedFigures({ sourceApi: 'catalog', slopeRating: 140 })).toEqual([]);
    expect(inferDefaultedFigures({ sourceApi: 'custom', slopeRating: 128 })).toEqual(['exclusivityRating']);
  });
});

describe('the slope a course publishes', () => {
  it('is none where Fescue holds only the default 113, or no slope at all', () => {
    expect(publishedSlope({ slopeRating: 113, defaultedFigures: ['slopeRating'] })).toBeNull();
    expect(
      publishedSlope({ slopeRating: 113, defaultedFigures: ['slopeRating', 'exclusivityRating'] }),
    ).toBeNull();
    expect(publishedSlope({ slopeRating: null })).toBeNull();
    expect(publishedSlope({ slopeRating: 0, defaultedFigures: [] })).toBeNull();
  });

  it('is the figure itself where it was published or given, 113 included', () => {
    expect(publishedSlope({ slopeRating: 145, defaultedFigures: ['exclusivityRating'] })).toBe(145);
    expect(publishedSlope({ slopeRating: 113, defaultedFigures: [] })).toBe(113);
  });
});

describe('canonicalCourseId', () => {
  it('lower-cases a catalog slug and upper-cases a ULID', () => {
    expect(canonicalCourseId('PEBBLE-BEACH-GOLF-LINKS')).toBe('pebble-beach-golf-links');
    expect(canonicalCourseId('pebble-beach-golf-links')).toBe('pebble-beach-golf-links');
    expect(canonicalCourseId('01jabcdefghjkmnpqrstvwxyz0')).toBe('01JABCDEFGHJKMNPQRSTVWXYZ0');
  });
});
