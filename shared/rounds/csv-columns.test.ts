import { parse, unparse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText } from './csv-columns';

describe('csvCell', () => {
  it.each([
    '=HYPERLINK("https://evil.example","Scorecard")',
    '+1+cmd|/c calc',
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1',
    '\r=1',
  ])('neutralises a CSV injection: %j becomes text a spreadsheet will not run', (text) => {
    const cell = csvCell(text);
    expect(cell).toBe(`'${text}`);
    expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps numbers as numbers, negative ones too (numeric data is never a formula)', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(88)).toBe('88');
    expect(csvCell(7.5)).toBe('7.5');
  });

  it('writes empty cells for null and absent values and leaves plain text alone', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Pebble Beach')).toBe('Pebble Beach');
    expect(csvCell("'Tis a links")).toBe("'Tis a links");
  });

  it.each([
    '=1+1',
    "'=1+1",
    "''@home",
    '+44 20 7946 0000',
    '-5 on the back nine',
    '@the turn',
    "'quoted",
    'plain',
    '',
  ])('gives %j back exactly through a CSV file and csvCellText', (text) => {
    // A second cell after it, as in a real row (a file of one empty cell is no row at all).
    const file = unparse([[csvCell(text), 'end']]);
    const [[cell]] = parse<string[]>(file).data as [[string, string]];
    expect(csvCellText(cell)).toBe(text);
  });
});
