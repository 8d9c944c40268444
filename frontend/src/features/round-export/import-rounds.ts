import {
  csvRecordToImportInput,
  IMPORT_BATCH_MAX,
  importRoundRowSchema,
  importRoundsResponseSchema,
  type ImportRoundRow,
} from '#shared/rounds/csv-import';
import { describeValidationError } from '#shared/schemas/api-error';
import { sendJson } from '@/shared/api/http';

export interface PreviewRow {
  /** 1-based line in the file, counting the header as line 1 (what a spreadsheet shows). */
  line: number;
  courseName: string;
  playedAt: string;
  score: string;
  holes: string;
  /** The create-round schema's messages; empty when the row is ready to import. */
  errors: string[];
  row?: ImportRoundRow;
}

export interface ImportPreview {
  rows: PreviewRow[];
  /** Problems with the file itself (no header, unreadable quoting). */
  fileErrors: string[];
}

/** Reads a rounds CSV (the Export Data columns) and checks every row with the shared import schema. */
export async function previewCsv(text: string): Promise<ImportPreview> {
  const { parse } = await import('papaparse');
  // One line ending throughout: the export writes CRLF, and a golfer adding rows in a text editor adds LF
  // (or an old Mac tool, CR). papaparse guesses a single newline from the file, so mixed endings would
  // merge rows. Line breaks inside quoted cells become LF too, which is how a comment is kept anyway.
  const normalized = text.replace(/\r\n?/g, '\n');
  const records: { record: Record<string, unknown>; line: number }[] = [];
  const fileErrors = new Set<string>();
  // Row by row, to number each by the line it starts on: a quoted cell may span lines (a comment written
  // on two), and blank lines are skipped, so the row's index is not its line.
  let linesBeforeCursor = 0;
  let cursor = 0;
  parse<Record<string, unknown>>(normalized, {
    header: true,
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: ({ data: record, errors, meta }) => {
      linesBeforeCursor += countNewlines(normalized.slice(cursor, meta.cursor));
      cursor = meta.cursor;
      // The line it ends on: its own line break is counted already, unless there is none (the file's last
      // line) or the break is inside a cell (a quote left open runs to the end of the file).
      const unterminated =
        normalized[cursor - 1] !== '\n' || errors.some((error) => error.code === 'MissingQuotes');
      const lastLine = linesBeforeCursor + (unterminated ? 1 : 0);
      // Its cells' own line breaks (quoted, extra cells included) lead back to the line it starts on.
      const cellLines = Object.values(record)
        .flat()
        .reduce((sum: number, cell) => sum + (typeof cell === 'string' ? countNewlines(cell) : 0), 0);
      const line = lastLine - cellLines;
      records.push({ record, line });
      // A short row (trailing empty cells left off, as spreadsheets do) is fine: missing cells are empty. A
      // long one is judged per row below (its extra cells are papaparse's __parsed_extra).
      for (const error of errors)
        if (error.type !== 'FieldMismatch') fileErrors.add(`Line ${line}: ${error.message}`);
    },
  });
  const rows = records.map(({ record, line }): PreviewRow => {
    const { __parsed_extra: extra, ...cells } = record;
    const input = csvRecordToImportInput(cells, Array.isArray(extra) ? extra : []);
    const result = importRoundRowSchema.safeParse(input);
    const cell = (key: string) => (input[key] === undefined ? '' : String(input[key]));
    // The extra-cells message first: shifted cells are the likely cause of the row's other messages.
    const fieldErrors: Record<string, string> = result.success
      ? {}
      : (describeValidationError(result.error).fieldErrors ?? {});
    const { extraCells, ...otherErrors } = fieldErrors;
    return {
      line,
      courseName: cell('courseName'),
      playedAt: cell('playedAt'),
      score: cell('score'),
      holes: cell('holes') || '18',
      errors: [...(extraCells ? [extraCells] : []), ...Object.values(otherErrors)],
      ...(result.success ? { row: result.data } : {}),
    };
  });
  return { rows, fileErrors: [...fileErrors] };
}

const countNewlines = (text: string) => text.split('\n').length - 1;

export interface ImportCheck {
  /**
   * Per row sent, in order: would it be imported, is that round already in the archive, or is it refused
   * (its course would be created, but its country is not one Fescue knows)?
   */
  statuses: ('ready' | 'duplicate' | 'refused')[];
  /** Why each refused row is refused, by its index among the rows sent. */
  refusals: Map<number, string>;
  /** Custom courses the import would create (courses matched by neither catalog nor the golfer's). */
  coursesToCreate: number;
}

/** Asks the server what importing these rows would do (dry run, in batches), without writing anything. */
export async function checkRows(rows: readonly ImportRoundRow[]): Promise<ImportCheck> {
  const check: ImportCheck = { statuses: [], refusals: new Map(), coursesToCreate: 0 };
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX) {
    const batch = rows.slice(start, start + IMPORT_BATCH_MAX);
    const result = await sendJson(
      'POST',
      '/api/rounds/import',
      { rows: batch, dryRun: true },
      importRoundsResponseSchema,
    );
    result.results.forEach(({ status, message }, index) => {
      if (status === 'refused') check.refusals.set(start + index, message ?? 'This row cannot be imported.');
      check.statuses.push(status === 'duplicate' || status === 'refused' ? status : 'ready');
    });
    check.coursesToCreate += result.coursesCreated;
  }
  return check;
}

export interface ImportTotals {
  imported: number;
  duplicates: number;
  coursesCreated: number;
}

/** Sends the valid rows in batches of IMPORT_BATCH_MAX, one batch at a time, reporting rows done. */
export async function importRows(
  rows: readonly ImportRoundRow[],
  onProgress?: (done: number) => void,
): Promise<ImportTotals> {
  const totals: ImportTotals = { imported: 0, duplicates: 0, coursesCreated: 0 };
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX) {
    const batch = rows.slice(start, start + IMPORT_BATCH_MAX);
    const result = await sendJson('POST', '/api/rounds/import', { rows: batch }, importRoundsResponseSchema);
    totals.imported += result.imported;
    totals.duplicates += result.duplicates;
    totals.coursesCreated += result.coursesCreated;
    onProgress?.(start + batch.length);
  }
  return totals;
}
