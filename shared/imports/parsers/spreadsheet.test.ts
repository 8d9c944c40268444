import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_HEADERS } from '../../rounds/csv-columns';
import { importDraftSchema, type CourseRef, type ImportedRound } from '../import-draft';
import { guessColumnMapping, parseSpreadsheet, type SpreadsheetOptions } from './spreadsheet';
import { readCsvRows, readXlsxRows } from './spreadsheet-files';
import { detectDateOrder } from './spreadsheet-dates';

const samplePath = (name: string) => new URL(`./samples/${name}`, import.meta.url);
function csvRows(name: string) {
  const read = readCsvRows(readFileSync(samplePath(name), 'utf8'));
  if (!read.ok) throw new Error(read.message);
  return read.rows;
}
const course = (
  name: string,
  facility: string | null,
  city: string | null,
  state: string | null,
  country: string | null,
): CourseRef => ({
  name,
  facility,
  city,
  state,
  country,
  latitude: null,
  longitude: null,
  sourceCourseId: null,
});
const card = (first: number, strokes: number[]) =>
  strokes.map((count, index) => ({
    hole: first + index,
    strokes: count,
    putts: null,
    fairway: null,
    gir: null,
    penalties: null,
    sandShots: null,
  }));
const round = (
  fields: Partial<ImportedRound> & Pick<ImportedRound, 'playedAt' | 'course' | 'score' | 'holes'>,
): ImportedRound => ({
  sourceId: null,
  par: null,
  card: null,
  notes: null,
  ...fields,
});

describe('guessColumnMapping', () => {
  it('maps Fescue’s own Export Data columns', () => {
    // The export's card columns (H1-H18 and the figures) come on top: the hole columns are tested below.
    expect(guessColumnMapping(CSV_HEADERS)).toMatchObject({
      date: 'Date Played',
      course: 'Course Name',
      city: 'City',
      state: 'State',
      country: 'Country',
      score: 'Score',
      holes: 'Holes',
      par: 'Par',
      notes: 'Notes',
    });
  });

  it('maps common variants and hole columns, each column once', () => {
    expect(
      guessColumnMapping([
        'Played On',
        'Golf Course',
        'Location',
        'Gross',
        'Course Par',
        'Comments',
        'Hole 1',
        'Hole 2',
        'Hole 3',
        'Hole 4',
        'Hole 5',
        'Hole 6',
        'Hole 7',
        'Hole 8',
        'Hole 9',
      ]),
    ).toEqual({
      date: 'Played On',
      course: 'Golf Course',
      place: 'Location',
      score: 'Gross',
      par: 'Course Par',
      notes: 'Comments',
      h1: 'Hole 1',
      h2: 'Hole 2',
      h3: 'Hole 3',
      h4: 'Hole 4',
      h5: 'Hole 5',
      h6: 'Hole 6',
      h7: 'Hole 7',
      h8: 'Hole 8',
      h9: 'Hole 9',
    });
    expect(guessColumnMapping(['date', 'course', 'strokes', '1', '2'])).toEqual({
      date: 'date',
      course: 'course',
      score: 'strokes',
    });
    expect(guessColumnMapping(['Course', 'Score'])).toEqual({ course: 'Course', score: 'Score' });
  });
});

describe('detectDateOrder', () => {
  it('tells day-first from month-first by a part over 12, and says when the file cannot tell', () => {
    expect(detectDateOrder(['04/05/2024', '25/05/2024'])).toBe('day-first');
    expect(detectDateOrder(['05/18/2024', '07/04/2024'])).toBe('month-first');
    expect(detectDateOrder(['04/05/2024', '02/06/24'])).toBe('ambiguous');
    expect(detectDateOrder(['2024-05-04', '4 May 2024', null, ''])).toBe('iso');
    expect(detectDateOrder(['13/01/2024', '01/13/2024'])).toBe('ambiguous');
  });
});

describe('parseSpreadsheet', () => {
  const monthFirst: SpreadsheetOptions = { dateOrder: 'month-first', holesConfirmed: false };

  it('reads a month-first CSV into the rounds written out by hand, holding back a round without holes', () => {
    const rows = csvRows('rounds-month-first.csv');
    const result = parseSpreadsheet(rows, guessColumnMapping(rows[0] as string[]), monthFirst);
    const pineHollow = round({
      playedAt: '2024-05-18',
      course: course('Pine Hollow Golf Club', null, 'Springfield', 'IL', 'United States'),
      score: 84,
      holes: 18,
      par: 72,
      notes: 'Club championship qualifier',
    });
    const harbour = round({
      playedAt: '2024-07-04',
      course: course('Harbour Links', null, 'Portsmouth', 'NH', 'United States'),
      score: 41,
      holes: 9,
      par: 36,
      notes: 'Fireworks after, a great "nine"',
    });
    const holding =
      '1 round does not say 9 or 18 holes. Fescue would read 0 with a score under 60 as 9 holes and 1 as 18: confirm to import them so, or add a holes column.';
    expect(result).toEqual({
      ok: true,
      draft: {
        source: 'spreadsheet',
        rounds: [pineHollow, harbour],
        playedCourses: [],
        bucketList: [],
        warnings: [
          'Row 5 has no score and was left out.',
          'Row 6 has no date and was left out.',
          `${holding} They are left out until you confirm.`,
        ],
      },
      holesToConfirm: { rows: 1, nine: 0, eighteen: 1, message: holding },
    });
    if (result.ok) expect(importDraftSchema.safeParse(result.draft).success).toBe(true);
  });

  it('applies the holes suggestion only once the golfer confirms it', () => {
    const rows = csvRows('rounds-month-first.csv');
    const result = parseSpreadsheet(rows, guessColumnMapping(rows[0] as string[]), {
      ...monthFirst,
      holesConfirmed: true,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.holesToConfirm).toBeNull();
    expect(result.draft.rounds[2]).toEqual(
      round({
        playedAt: '2024-12-28',
        course: course('Black', 'Bethpage State Park', 'Farmingdale', 'NY', 'United States'),
        score: 92,
        holes: 18,
        par: 71,
        notes: 'Cold',
      }),
    );
  });

  it('reads a day-first, semicolon-separated file with hole columns and a place column', () => {
    const rows = csvRows('rounds-day-first-holes.csv');
    const mapping = guessColumnMapping(rows[0] as string[]);
    const dates = rows.slice(1).map((row) => row[0]!);
    expect(detectDateOrder(dates)).toBe('day-first');
    const result = parseSpreadsheet(rows, mapping, { dateOrder: 'day-first', holesConfirmed: true });
    if (!result.ok) throw new Error(result.message);
    expect(result.draft.rounds).toEqual([
      round({
        playedAt: '2024-05-04',
        course: course('Saltmarsh Links', null, 'St Andrews', null, 'Scotland'),
        score: 41,
        holes: 9,
        card: card(1, [5, 4, 4, 6, 3, 5, 4, 5, 5]),
      }),
      round({
        playedAt: '2024-05-25',
        course: course('Kestrel Dunes', null, 'Bandon', 'OR', 'United States'),
        score: 85,
        holes: 18,
        card: card(1, [5, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 5, 4, 5, 5, 5, 6]),
      }),
      round({
        playedAt: '2024-06-02',
        course: course('Saltmarsh Links', null, 'St Andrews', null, 'Scotland'),
        score: 44,
        holes: 9,
      }),
    ]);
    expect(result.draft.warnings).toEqual([]);
  });

  it('reads an Excel workbook’s dates, numbers and text (the first sheet)', async () => {
    const bytes = readFileSync(samplePath('rounds.xlsx'));
    const read = await readXlsxRows(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    if (!read.ok) throw new Error(read.message);
    const result = parseSpreadsheet(read.rows, guessColumnMapping(read.rows[0] as string[]), {
      dateOrder: 'iso',
      holesConfirmed: false,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.draft.rounds).toEqual([
      round({
        playedAt: '2024-05-04',
        course: course('Harbour Links', null, 'Portsmouth', null, 'United States'),
        score: 84,
        holes: 18,
        notes: 'Windy',
      }),
      round({
        playedAt: '2024-06-15',
        course: course('Old Course', 'St Andrews Links', 'St Andrews', null, 'Scotland'),
        score: 88,
        holes: 18,
      }),
      round({
        playedAt: '2024-07-01',
        course: course('Pine Hollow Golf Club', null, 'Springfield', null, 'United States'),
        score: 42,
        holes: 9,
        notes: 'Twilight nine',
      }),
    ]);
    expect(result.holesToConfirm).toBeNull();
  });

  it('refuses a file with no date column, naming what to choose', () => {
    const rows = [
      ['Course', 'Score'],
      ['Harbour Links', '84'],
    ];
    expect(parseSpreadsheet(rows, guessColumnMapping(rows[0]!), monthFirst)).toEqual({
      ok: false,
      message:
        'Choose the column that holds the date each round was played: Fescue needs a date to tell rounds apart.',
    });
    expect(
      parseSpreadsheet(rows, { date: 'Date Played', course: 'Course', score: 'Score' }, monthFirst),
    ).toEqual({
      ok: false,
      message:
        'The file has no column named "Date Played" any more. Choose the column that holds the date each round was played: Fescue needs a date to tell rounds apart.',
    });
  });

  it('leaves out a numeric date whose order was not chosen, and a date that does not exist', () => {
    const rows = [
      ['Date', 'Course', 'Score', 'Holes'],
      ['04/05/2024', 'Harbour Links', '84', '18'],
      ['2024-02-30', 'Harbour Links', '84', '18'],
    ];
    const result = parseSpreadsheet(rows, guessColumnMapping(rows[0]!), {
      dateOrder: 'iso',
      holesConfirmed: false,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.draft.rounds).toEqual([]);
    expect(result.draft.warnings).toEqual([
      'Row 2: "04/05/2024" is not a date Fescue can read, so the row was left out.',
      'Row 3: "2024-02-30" is not a date Fescue can read, so the row was left out.',
    ]);
  });

  it('answers a header row with no rounds under it, and an empty sheet', () => {
    expect(
      parseSpreadsheet(
        [['Date', 'Course', 'Score']],
        { date: 'Date', course: 'Course', score: 'Score' },
        monthFirst,
      ),
    ).toEqual({
      ok: false,
      message: 'The file has a header row but no rounds under it.',
    });
    expect(parseSpreadsheet([], {}, monthFirst)).toEqual({
      ok: false,
      message: 'The file is empty: it has no header row and no rounds.',
    });
  });
});

describe('readCsvRows and readXlsxRows', () => {
  it('refuse an empty file, a PNG, a workbook given as CSV and another importer’s file, each with what to do', async () => {
    expect(readCsvRows('')).toEqual({ ok: false, message: 'The file is empty: there is nothing to import.' });
    expect(readCsvRows('\uFFFDPNG\r\n\u001a\n\u0000')).toEqual({
      ok: false,
      message:
        'That file is a PNG image, not a spreadsheet. Open it in your spreadsheet and save it as CSV or Excel (.xlsx).',
    });
    expect(readCsvRows('PK\u0003\u0004rest')).toEqual({
      ok: false,
      message: 'That is an Excel workbook or a zip file, not CSV text: choose it as an Excel file (.xlsx).',
    });
    expect(readCsvRows(readFileSync(samplePath('thegrint-ranking-tabs.txt'), 'utf8'))).toEqual({
      ok: false,
      message:
        'That is TheGrint\'s Personal Ranking pasted as text, not a spreadsheet: choose "TheGrint" to import it.',
    });
    expect(readCsvRows(readFileSync(samplePath('18birdies-archive.json'), 'utf8'))).toEqual({
      ok: false,
      message: 'That is an 18Birdies data archive, not a spreadsheet: choose "18Birdies" to import it.',
    });
    expect(await readXlsxRows(new TextEncoder().encode('Date,Course\n').buffer)).toEqual({
      ok: false,
      message:
        'That file is not an Excel workbook (.xlsx). Open it in your spreadsheet and save it as CSV or Excel (.xlsx).',
    });
    const bytes = readFileSync(samplePath('rounds.xlsx'));
    const cut = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 600);
    expect(await readXlsxRows(cut)).toEqual({
      ok: false,
      message:
        'That workbook could not be read (it may be damaged, password-protected or cut off). Open it in your spreadsheet and save it as CSV or Excel (.xlsx).',
    });
  });
});
