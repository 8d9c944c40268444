import { describe, expect, it } from 'vitest';
import { courseNameAndCity, parseRankingCsv } from './rankings-csv';

describe('ranking CSV', () => {
  it('reads the columns by header name, with quoted commas and empty notes', () => {
    const rows = parseRankingCsv(
      'Source,Year,Position,Region,Course,Notes\n' +
        'Some Magazine,2024,1,World,pebble-beach-golf-links,\n' +
        'Some Magazine,2024,2,World,"Cypress Point Club, Pebble Beach",tied\n',
    );
    expect(rows).toEqual([
      {
        source: 'Some Magazine',
        year: 2024,
        position: 1,
        region: 'World',
        course: 'pebble-beach-golf-links',
        notes: null,
      },
      {
        source: 'Some Magazine',
        year: 2024,
        position: 2,
        region: 'World',
        course: 'Cypress Point Club, Pebble Beach',
        notes: 'tied',
      },
    ]);
    expect(courseNameAndCity(rows[1]!)).toEqual({ name: 'Cypress Point Club', city: 'Pebble Beach' });
    expect(courseNameAndCity(rows[0]!)).toBeUndefined();
  });

  it('refuses a file without a required column', () => {
    expect(() => parseRankingCsv('source,year,position,course\nA,2024,1,x\n')).toThrow(
      'The CSV lacks the column(s): region',
    );
  });

  it('names the line of every invalid row', () => {
    expect(() =>
      parseRankingCsv('source,year,position,region,course\nA,20x4,1,World,x\nA,2024,0,World,y\n'),
    ).toThrow(/line 2: year must be a number\nline 3: position must be 1 or more/);
  });
});
