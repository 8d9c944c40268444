import * as z from 'zod';
import { canonicalCountry } from '../../geo/countries';
import { csvCellText } from '../../rounds/csv-columns';
import type { ImportedRound } from '../import-draft';
import { checkedRound, parsed, Warnings, type ImportParseResult } from './parse-result';
import { parsePlace, splitLayoutFacility } from './place';
import { parseDateCell, type DateCell, type DateOrder } from './spreadsheet-dates';

/**
 * Any spreadsheet of rounds (CSV or .xlsx, read into rows by ./spreadsheet-files.ts): the golfer maps its
 * columns to a round's fields, guessed from the header names (`guessColumnMapping`) and remembered by the
 * import screen (a `ColumnMapping` names columns by their header text, so the next file with the same
 * headers maps itself). Fescue's own rounds CSV (Export Data) maps itself too.
 *
 * Nine holes or eighteen: a row's holes come from its holes column or its hole-by-hole strokes. Where
 * neither says, the score suggests it (under 60 reads as nine holes), and that suggestion is applied only
 * when the golfer confirms it (`holesConfirmed`); until then such rows are held back and counted.
 */
export const SPREADSHEET_FIELDS = [
  'date',
  'course',
  'city',
  'state',
  'country',
  /** "City, ST" or "City, Country" in one cell: read as the three fields above when they are not mapped. */
  'place',
  'score',
  'holes',
  'par',
  'notes',
] as const;
export type SpreadsheetField = (typeof SPREADSHEET_FIELDS)[number];
export const HOLE_FIELDS = Array.from({ length: 18 }, (_, index) => `h${index + 1}` as const);
export type HoleField = `h${number}`;
export type MappedField = SpreadsheetField | HoleField;

/** Field -> the header text of the column it is read from; a field left out is not in the file. */
export const columnMappingSchema = z.partialRecord(
  z.enum([...SPREADSHEET_FIELDS, ...HOLE_FIELDS] as [MappedField, ...MappedField[]]),
  z.string().max(200),
);
export type ColumnMapping = Partial<Record<MappedField, string>>;

export type SpreadsheetCell = DateCell;

/** A score under this, with no holes given, suggests nine holes (the best 18-hole rounds are in the 60s). */
export const NINE_HOLE_SCORE_BELOW = 60;

/** Header names each field is known by, squashed (lower case, letters and digits only). */
const HEADER_NAMES: Record<SpreadsheetField, readonly string[]> = {
  date: [
    'date',
    'dateplayed',
    'played',
    'playedon',
    'playedat',
    'rounddate',
    'day',
    'when',
    'datum',
    'fecha',
  ],
  course: [
    'coursename',
    'course',
    'golfcourse',
    'courseplayed',
    'club',
    'clubname',
    'golfclub',
    'venue',
    'layout',
    'facility',
  ],
  city: ['city', 'town', 'coursecity'],
  state: ['state', 'province', 'region', 'stateprovince', 'county', 'coursestate'],
  country: ['country', 'nation', 'coursecountry'],
  place: ['location', 'place', 'where', 'citystate', 'address'],
  score: ['score', 'gross', 'grossscore', 'strokes', 'total', 'totalscore', 'totalstrokes', 'shots', 'tot'],
  holes: ['holes', 'holesplayed', 'noofholes', 'numberofholes', 'nholes', '918', 'roundlength'],
  par: ['par', 'coursepar', 'totalpar'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'memo', 'description'],
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "H1", "Hole 1", "hole_1", "#1" -> 1; a header that names no hole -> undefined. */
function holeNumberOf(header: string): number | undefined {
  const match = /^(?:h|hole|holes|#)?(\d{1,2})$/.exec(squash(header.replace(/#/g, 'hole')));
  const number = match ? Number(match[1]) : undefined;
  return number !== undefined && number >= 1 && number <= 18 ? number : undefined;
}

/**
 * The mapping guessed from a file's header row: each field's first column whose header is one of its known
 * names ("Course Name", "Date Played", "Gross", "Strokes"...), and hole columns H1-H18 ("Hole 1", "1").
 * Each column is used once; an unknown header is left for the golfer to map.
 */
export function guessColumnMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const field of SPREADSHEET_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const index = headers.findIndex((header, at) => !used.has(at) && squash(header) === name);
      if (index >= 0) {
        mapping[field] = headers[index];
        used.add(index);
        break;
      }
    }
  }
  // Bare numbers 1-18 as headers are hole columns only when nine or more of them are there.
  const holeColumns = headers
    .map((header, index) => ({ header, index, hole: holeNumberOf(header) }))
    .filter((column) => column.hole !== undefined && !used.has(column.index));
  if (holeColumns.length >= 9) {
    for (const { header, hole } of holeColumns) mapping[`h${hole}` as HoleField] ??= header;
  }
  return mapping;
}

export interface SpreadsheetOptions {
  /** The order numeric dates are in: detectDateOrder's answer, or the golfer's when it was 'ambiguous'. */
  dateOrder: DateOrder;
  /** The golfer confirmed reading rows without holes as 9 (score under 60) or 18. */
  holesConfirmed: boolean;
}

/** Rows whose holes only their score suggests: how many, and how the suggestion reads them. */
export interface HolesSuggestion {
  rows: number;
  nine: number;
  eighteen: number;
  message: string;
}

export type SpreadsheetParseResult =
  | (Extract<ImportParseResult, { ok: true }> & { holesToConfirm: HolesSuggestion | null })
  | Extract<ImportParseResult, { ok: false }>;

const cellText = (value: SpreadsheetCell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return csvCellText(String(value).trim());
};

/** A whole number in a cell (84, "84", "84.0"); undefined for anything else. */
function wholeNumber(value: SpreadsheetCell): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const text = cellText(value);
  if (!/^\d+(\.0+)?$/.test(text)) return undefined;
  return Number(text);
}

function holesOfCard(
  strokes: (number | undefined)[],
): { first: number; strokes: number[] } | 'none' | 'partial' {
  const scored = strokes.filter((count) => count !== undefined).length;
  if (scored === 0) return 'none';
  const all = (from: number, to: number) => strokes.slice(from, to).every((count) => count !== undefined);
  if (scored === 18) return { first: 1, strokes: strokes as number[] };
  if (scored === 9 && all(0, 9)) return { first: 1, strokes: strokes.slice(0, 9) as number[] };
  if (scored === 9 && all(9, 18)) return { first: 10, strokes: strokes.slice(9) as number[] };
  return 'partial';
}

/** The catalog's spelling of a country when Fescue knows it ("USA" -> "United States"), else as written. */
const countryOf = (text: string) => (text === '' ? null : (canonicalCountry(text) ?? text).slice(0, 120));

const MISSING_COLUMN: Partial<Record<SpreadsheetField, string>> = {
  date: 'Choose the column that holds the date each round was played: Fescue needs a date to tell rounds apart.',
  course: 'Choose the column that holds the course name.',
};

export function parseSpreadsheet(
  rows: readonly (readonly SpreadsheetCell[])[],
  mapping: ColumnMapping,
  options: SpreadsheetOptions,
): SpreadsheetParseResult {
  const [headerRow, ...dataRows] = rows;
  const headers = (headerRow ?? []).map(cellText);
  if (headers.every((header) => header === '')) {
    return { ok: false, message: 'The file is empty: it has no header row and no rounds.' };
  }
  const columnOf = (field: MappedField): number | undefined => {
    const header = mapping[field];
    if (header === undefined) return undefined;
    const index = headers.indexOf(header);
    return index < 0 ? undefined : index;
  };
  for (const field of ['date', 'course'] as const) {
    if (columnOf(field) === undefined) {
      const named = mapping[field];
      return {
        ok: false,
        message:
          named === undefined
            ? MISSING_COLUMN[field]!
            : `The file has no column named "${named}" any more. ${MISSING_COLUMN[field]!}`,
      };
    }
  }
  const holeColumns = HOLE_FIELDS.map((field) => columnOf(field));
  if (columnOf('score') === undefined && holeColumns.every((column) => column === undefined)) {
    return {
      ok: false,
      message: 'Choose the column that holds the score (the total strokes), or the columns of each hole.',
    };
  }
  const warnings = new Warnings();
  const rounds: ImportedRound[] = [];
  const pending = { nine: 0, eighteen: 0 };
  let dataRowCount = 0;
  dataRows.forEach((row, index) => {
    const rowNumber = index + 2;
    const cell = (field: MappedField): SpreadsheetCell => {
      const column = columnOf(field);
      return column === undefined ? null : row[column];
    };
    const text = (field: MappedField) => cellText(cell(field));
    if (row.every((value) => cellText(value) === '')) return;
    dataRowCount += 1;
    const label = `Row ${rowNumber}`;
    const courseText = text('course');
    if (courseText === '') {
      warnings.add(`${label} has no course name and was left out.`);
      return;
    }
    const dateValue = cell('date');
    const playedAt = parseDateCell(dateValue, options.dateOrder);
    if (!playedAt) {
      const shown = cellText(dateValue);
      warnings.add(
        shown === ''
          ? `${label} has no date and was left out.`
          : `${label}: "${shown.slice(0, 40)}" is not a date Fescue can read, so the row was left out.`,
      );
      return;
    }
    const card = holesOfCard(
      holeColumns.map((column) => (column === undefined ? undefined : wholeNumber(row[column]))),
    );
    if (card === 'partial') {
      warnings.add(
        `${label}: its hole-by-hole strokes are neither 9 nor 18 holes, so only its total is kept.`,
      );
    }
    const scoreCell = text('score');
    let score = wholeNumber(cell('score'));
    if (scoreCell !== '' && score === undefined) {
      warnings.add(
        `${label}: "${scoreCell.slice(0, 20)}" is not a score (a whole number of strokes), so the row was left out.`,
      );
      return;
    }
    let holeCard: ImportedRound['card'] = null;
    let holes: 9 | 18 | undefined;
    if (typeof card === 'object') {
      holes = card.strokes.length === 9 ? 9 : 18;
      const total = card.strokes.reduce((sum, count) => sum + count, 0);
      if (card.strokes.every((count) => count >= 1 && count <= 20)) {
        holeCard = card.strokes.map((strokes, offset) => ({
          hole: card.first + offset,
          strokes,
          putts: null,
          fairway: null,
          gir: null,
          penalties: null,
          sandShots: null,
        }));
        if (score !== undefined && score !== total) {
          warnings.add(
            `${label}: the holes add up to ${total}, not the score ${score}; Fescue keeps ${total}, the card's total.`,
          );
        }
        score = total;
      } else {
        warnings.add(`${label}: a hole's strokes are not 1 to 20, so only the total is kept.`);
      }
    }
    if (score === undefined) {
      warnings.add(`${label} has no score and was left out.`);
      return;
    }
    const holesCell = text('holes');
    const holesGiven = /^(9|18)(\s*holes?)?$/i.exec(holesCell);
    if (holesGiven) {
      const given = Number(holesGiven[1]) as 9 | 18;
      if (holes !== undefined && holes !== given) {
        warnings.add(
          `${label}: the holes column says ${given} but ${holes} holes are scored; Fescue keeps ${holes}.`,
        );
      } else holes = given;
    } else if (holesCell !== '' && holes === undefined) {
      warnings.add(`${label}: "${holesCell.slice(0, 20)}" is not 9 or 18 holes, so the row was left out.`);
      return;
    }
    if (holes === undefined) {
      const suggested = score < NINE_HOLE_SCORE_BELOW ? 9 : 18;
      if (!options.holesConfirmed) {
        pending[suggested === 9 ? 'nine' : 'eighteen'] += 1;
        return;
      }
      holes = suggested;
    }
    const parCell = text('par');
    const par = wholeNumber(cell('par'));
    const parKept = par !== undefined && par >= 27 && par <= 80 ? par : null;
    if (parCell !== '' && parKept === null)
      warnings.add(`${label}: "${parCell.slice(0, 20)}" is not a par, so the course's par will be used.`);
    const { name, facility } = splitLayoutFacility(courseText);
    const place = parsePlace(text('place'));
    const orNull = (value: string) => (value === '' ? null : value);
    const round = checkedRound(
      {
        sourceId: null,
        playedAt,
        course: {
          name: name.slice(0, 200),
          facility: facility?.slice(0, 200) ?? null,
          city: orNull(text('city').slice(0, 120)) ?? place.city,
          state: orNull(text('state').slice(0, 120)) ?? place.state,
          country: countryOf(text('country')) ?? place.country,
          latitude: null,
          longitude: null,
          sourceCourseId: null,
        },
        score,
        holes,
        par: parKept,
        card: holeCard,
        notes: orNull(text('notes').slice(0, 2000)),
      },
      label,
      warnings,
    );
    if (round) rounds.push(round);
  });
  if (dataRowCount === 0) {
    return { ok: false, message: 'The file has a header row but no rounds under it.' };
  }
  const held = pending.nine + pending.eighteen;
  const holesToConfirm: HolesSuggestion | null =
    held === 0
      ? null
      : {
          rows: held,
          nine: pending.nine,
          eighteen: pending.eighteen,
          message: `${held === 1 ? '1 round does' : `${held} rounds do`} not say 9 or 18 holes. Fescue would read ${pending.nine} with a score under ${NINE_HOLE_SCORE_BELOW} as 9 holes and ${pending.eighteen} as 18: confirm to import them so, or add a holes column.`,
        };
  if (holesToConfirm) warnings.add(`${holesToConfirm.message} They are left out until you confirm.`);
  const result = parsed({
    source: 'spreadsheet',
    rounds,
    playedCourses: [],
    bucketList: [],
    warnings: warnings.list(),
  });
  return result.ok ? { ...result, holesToConfirm } : result;
}
