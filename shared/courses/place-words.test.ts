import { describe, expect, it } from 'vitest';
import { placeNames, placeWords } from './place-words';

describe('the names a course is found by for its place', () => {
  it('gives the region as written and the country, with the United Kingdom for a home nation', () => {
    expect(placeNames('Fife', 'Scotland')).toEqual([
      'Fife',
      'Scotland',
      'United Kingdom',
      'UK',
      'Great Britain',
      'Britain',
    ]);
    expect(placeWords('County Kerry', 'Ireland')).toEqual(['county', 'kerry', 'ireland', 'eire']);
  });

  it('names a state or province the catalog writes as a code, and a country by its common names', () => {
    expect(placeNames('CA', 'United States')).toEqual([
      'CA',
      'California',
      'United States',
      'USA',
      'America',
    ]);
    expect(placeNames('ON', 'Canada')).toEqual(['ON', 'Ontario', 'Canada']);
    expect(placeNames('Shizuoka', 'Japan')).toEqual(['Shizuoka', 'Japan', 'Nippon', 'Nihon']);
    expect(placeNames('Dubai', 'United Arab Emirates')).toEqual([
      'Dubai',
      'United Arab Emirates',
      'UAE',
      'Emirates',
    ]);
  });

  it('leaves out long official names, whose words would find Scotland by "northern"', () => {
    expect(placeWords('Fife', 'Scotland')).not.toContain('northern');
    expect(placeWords('CA', 'United States')).not.toContain('of');
  });

  it('keeps a place it does not know as written', () => {
    expect(placeNames(null, 'Narnia')).toEqual(['Narnia']);
    expect(placeNames('  ', 'Japan')).toEqual(['Japan', 'Nippon', 'Nihon']);
  });
});
