import { RATING_KEYS, RATING_LABELS, type Round } from '../schemas/round';
import { CARD_CSV_HEADERS, cardCsvCells } from '../scorecards/card-csv';

/**
 * The columns of the rounds CSV, in order: Export Data writes them and Import reads them back, so a file
 * exported from one archive imports into another. A course travels by name, city, state and country (ids
 * differ between archives); photos stay behind (their keys belong to the exporting golfer).
 */
export const CSV_COLUMNS = [
  { key: 'courseName', header: 'Course Name' },
  { key: 'courseCity', header: 'City' },
  { key: 'courseState', header: 'State' },
  { key: 'courseCountry', header: 'Country' },
  { key: 'playedAt', header: 'Date Played' },
  { key: 'score', header: 'Score' },
  { key: 'par', header: 'Par' },
  { key: 'holes', header: 'Holes' },
  { key: 'roundType', header: 'Round Type' },
  { key: 'roundCourseType', header: 'Course Type' },
  { key: 'roundArchitect', header: 'Architect' },
  { key: 'favoriteHole', header: 'Favorite Hole' },
  { key: 'tees', header: 'Tees' },
  { key: 'conditions', header: 'Conditions' },
  { key: 'playingPartners', header: 'Playing Partners' },
  { key: 'comments', header: 'Comments' },
  { key: 'reviewComments', header: 'Review Comments' },
  { key: 'notes', header: 'Notes' },
  ...RATING_KEYS.map((key) => ({ key, header: RATING_LABELS[key] })),
] as const;

export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];

/** Columns that hold numbers; the rest are text. */
export const NUMERIC_COLUMNS: ReadonlySet<CsvColumnKey> = new Set<CsvColumnKey>([
  'score',
  'par',
  'holes',
  'favoriteHole',
  ...RATING_KEYS,
]);

/** The round's columns, then its card's (H1-H18 and the optional figures: shared/scorecards/card-csv.ts). */
export const CSV_HEADERS: readonly string[] = [
  ...CSV_COLUMNS.map((column) => column.header),
  ...CARD_CSV_HEADERS,
];

/**
 * Text a spreadsheet would run as a formula when the file is opened (OWASP "CSV Injection"): a cell starting
 * with =, +, - or @, or with a tab or carriage return. Leading quotes are looked past, so a text that itself
 * starts with a quote and then one of these is escaped too, and `csvCellText` gives every text back exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * A value as a CSV cell, the one rule for every CSV Fescue writes: null and absent values empty, a number as
 * it is (numeric data, never a formula: "-2" stays a number), and text that a spreadsheet would read as a
 * formula prefixed with a single quote ("=HYPERLINK(...)" -> "'=HYPERLINK(...)"), which spreadsheets show as
 * text. A course name is typed by one golfer and exported by every golfer who played it, so an unescaped
 * name would run in another golfer's spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as `csvCell` wrote it, as the text it was: the quote added before a formula start is removed. */
export function csvCellText(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** One round as a CSV row (cells in CSV_HEADERS order, each through `csvCell`). */
export function roundToCsvRow(round: Round): string[] {
  const course = round.course;
  const values: Record<CsvColumnKey, unknown> = {
    ...round,
    courseName: course?.name ?? '',
    courseCity: course?.city ?? '',
    // The embedded course summary has no state; the location label "City, State, Country" carries it.
    courseState: course ? stateFromLocation(course.location, course.city, course.country) : '',
    courseCountry: course?.country ?? '',
  };
  return [
    ...CSV_COLUMNS.map(({ key }) => csvCell(values[key])),
    ...cardCsvCells(round.scorecard).map(csvCell),
  ];
}

/** "Pebble Beach, CA, USA" with city Pebble Beach and country USA -> "CA"; no middle part -> "". */
export function stateFromLocation(location: string, city: string, country: string): string {
  const parts = location.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts[0] !== city || parts[2] !== country) return '';
  return parts[1] ?? '';
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const KEY_BY_HEADER = new Map<string, CsvColumnKey>(
  CSV_COLUMNS.flatMap(({ key, header }) => [
    [squash(header), key],
    [squash(key), key],
  ]),
);

/** A CSV header cell -> its column key; headers match loosely ("Date Played", "date_played", "playedAt"). */
export function columnKeyOf(header: string): CsvColumnKey | undefined {
  return KEY_BY_HEADER.get(squash(header));
}
