// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { canonicalCountry, UNKNOWN_COUNTRY_MESSAGE } from '../geo/countries';
import { COURSES_PER_DAY_LIMIT } from '../schemas/course-figures';
import { cleanNameText } from '../schemas/name-text';
import { numberFromText } from '../schemas/number-text';
import { createRoundSchema, playedAtSchema } from '../schemas/round-requests';
import { columnKeyOf, csvCellText, NUMERIC_COLUMNS, type CsvColumnKey } from './csv-columns';
import { cardColumnOf, cardInputFromCells } from '../scorecards/card-csv';
import { refineRoundCard } from '../scorecards/card-rules';

/** Rows per POST /api/rounds/import: one call stays well inside a Lambda's time and the 6 MB payload limit. */
export const IMPORT_BATCH_MAX = 100;
export const COURSE_FIELDS_MESSAGE = 'Please fill in course name, city, and country.';

// The course's names by the custom course's own rule (shared/schemas/course.ts), so a row finds the course
// a form made with the same name.
const courseText = (max: number) =>
  z
    .string({ error: COURSE_FIELDS_MESSAGE })
    .overwrite(cleanNameText)
    .trim()
    .min(1, { error: COURSE_FIELDS_MESSAGE })
    .max(max, { error: `Must be ${max} characters or fewer` });

/**
 * One imported round: the create-round fields and messages (docs/product-rules.md#rounds), with the course
 * named instead of referenced (matched by name and city, else created as a custom course) and the date
 * required, since the date is part of what makes a row a duplicate. The country is put in the catalog's
 * spelling when Fescue knows it ("USA" -> "United States") and kept as written otherwise: a row at a course
 * already in Fescue (an export imported back) needs no country, and only a course the import would create is
 * refused for an unknown one (by the server, which alone knows which courses exist).
 */
export const importRoundRowSchema = createRoundSchema
  .omit({ courseId: true, imageUrl: true, playedAt: true })
  .extend({
    courseName: courseText(120),
    courseCity: courseText(80),
    courseState: z
      .string()
      .overwrite(cleanNameText)
      .trim()
      .max(80, { error: 'Must be 80 characters or fewer' })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    courseCountry: courseText(80).transform((country) => canonicalCountry(country) ?? country),
    // POST /api/rounds's own rule (no date in the future), required here.
    playedAt: playedAtSchema,
    /**
     * The non-empty cells a CSV row has past its header's last column (csvRecordToImportInput). Such a row is
     * refused rather than imported without them: the usual cause is a comma typed into a cell that was not
     * quoted, which shifts every later cell one column right, so the row's other cells cannot be trusted
     * either (a comment's tail read as the review comments, the notes as a rating). The golfer fixes the
     * line and imports the file again; rows already imported are skipped.
     */
    extraCells: z
      .array(z.string(), { error: 'extraCells must be a list of cells' })
      .optional()
      .refine((cells) => !cells?.length, {
        error: (issue) => extraCellsMessage(Array.isArray(issue.input) ? issue.input.map(String) : []),
      }),
  });
export type ImportRoundRow = z.output<typeof importRoundRowSchema>;

/** POST /api/rounds/import: a batch of rows; one bad row answers 400 (keyed `rows.<i>.<field>`) and writes nothing. */
export const importRoundsRequestSchema = z.object({
  rows: z
    .array(importRoundRowSchema.superRefine(refineRoundCard), { error: 'rows must be a list of rounds' })
    .min(1, { error: 'Send at least one round to import' })
    .max(IMPORT_BATCH_MAX, { error: `Send at most ${IMPORT_BATCH_MAX} rounds per import call` }),
  /** Check only: answer what an import would do (ready or duplicate per row), writing nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional(),
});

export const importRoundsResponseSchema = z.object({
  imported: z.number(),
  /** Rows already in the archive (same course, date, score and holes), skipped. */
  duplicates: z.number(),
  /** Custom courses created for rows whose course was unknown (with dryRun: that would be created). */
  coursesCreated: z.number(),
  /**
   * Per row, in request order. Only a dry run answers `ready` (the row would be imported) and `refused` (its
   * course would be created but its country is not one Fescue knows; `message` says what to do). An import
   * with such a row answers 400 instead, writing nothing.
   */
  results: z.array(
    z.object({
      status: z.enum(['imported', 'duplicate', 'ready', 'refused']),
      roundId: z.string(),
      message: z.string().optional(),
    }),
  ),
});
export type ImportRoundsResponse = z.infer<typeof importRoundsResponseSchema>;

/** An import needing more new courses than the golfer may still add today (429; nothing is written). */
export function importCourseLimitMessage(needed: number, left: number): string {
  const adds = `this import would add ${needed} new ${needed === 1 ? 'course' : 'courses'}`;
  return left === 0
    ? `You can add up to ${COURSES_PER_DAY_LIMIT} courses a day, and ${adds}. Try again after 00:00 UTC.`
    : `You can add up to ${COURSES_PER_DAY_LIMIT} courses a day and have ${left} left today; ${adds}. ` +
        'Import fewer rows at new courses, or try again after 00:00 UTC.';
}

/** Why the import preview holds back a row whose new course is past what the golfer may add today. */
export const IMPORT_ROW_OVER_COURSE_LIMIT_MESSAGE =
  `Its course would be new to Fescue, and you can add up to ${COURSES_PER_DAY_LIMIT} courses a day. ` +
  'Import this file again after 00:00 UTC for this row (rows already imported are skipped).';

/** Why a row whose course the import would create is refused: its country is not in the list. */
export function unknownImportCountryMessage(country: string): string {
  return `"${country}" is not a country Fescue knows. ${UNKNOWN_COUNTRY_MESSAGE}.`;
}

/** Why a row with cells past the header's last column is not imported, quoting the first few of them. */
export function extraCellsMessage(cells: readonly string[]): string {
  const shown = cells
    .slice(0, 3)
    .map((cell) => `"${cell.length > 30 ? `${cell.slice(0, 29)}…` : cell}"`)
    .join(', ');
  const more = cells.length > 3 ? ` and ${cells.length - 3} more` : '';
  return (
    `This row has more cells than the file has columns (${shown}${more} past the last one), so its cells ` +
    'may be under the wrong headings. If a cell holds a comma, put that cell in double quotes; ' +
    'otherwise delete the extra cells.'
  );
}

/**
 * A parsed CSV record (header -> cell) as the import row's input: columns matched by header, empty cells
 * left out, number columns turned into numbers when they hold plain decimal text (numberFromText: "0x50" or
 * "1e2" is not a score); otherwise the text goes on, so the schema's own message names the problem.
 * `extraCells` are the row's cells past the header's last column: empty ones (a trailing comma, as a text
 * editor or spreadsheet leaves) mean nothing and are dropped; any others go on, for the schema to refuse.
 * A cell that is not text (a parser's own bookkeeping) is read as empty rather than thrown on. A cell the
 * export escaped against formulas ("'=...", "'-3") is read without the quote (csvCellText).
 */
export function csvRecordToImportInput(
  record: Readonly<Record<string, unknown>>,
  extraCells: readonly unknown[] = [],
): Record<string, unknown> {
  const input: Partial<Record<CsvColumnKey | 'extraCells' | 'scorecard', unknown>> = {};
  const card = new Map<number, Map<string, string>>();
  for (const [header, raw] of Object.entries(record)) {
    const cell = textOf(raw);
    if (cell === '') continue;
    const key = columnKeyOf(header);
    if (key) {
      input[key] = NUMERIC_COLUMNS.has(key) ? numberFromText(cell) : cell;
      continue;
    }
    const cardColumn = cardColumnOf(header);
    if (cardColumn) {
      const hole = card.get(cardColumn.hole) ?? new Map<string, string>();
      card.set(cardColumn.hole, hole.set(cardColumn.field, cell));
    }
  }
  // H1-H18 make the round's card; a file that gives them without a score or holes scores the card's total
  // over its holes (docs/product-rules.md#scorecards).
  const scorecard = cardInputFromCells(card);
  if (scorecard) {
    input.scorecard = scorecard;
    const holes = (scorecard as { holes: { strokes: unknown }[] }).holes;
    const strokes = holes.map((hole) => hole.strokes);
    if (input.score === undefined && strokes.every((count) => typeof count === 'number')) {
      input.score = strokes.reduce((total: number, count) => total + (count as number), 0);
    }
    input.holes ??= holes.length;
  }
  const extra = extraCells.map(textOf).filter((cell) => cell !== '');
  if (extra.length > 0) input.extraCells = extra;
  return input;
}

// The quote an export put before a formula start (csvCell) goes: a round-trip gives back the text typed.
const textOf = (cell: unknown): string => (typeof cell === 'string' ? csvCellText(cell.trim()) : '');

export { roundImportKey } from './round-import-key';
