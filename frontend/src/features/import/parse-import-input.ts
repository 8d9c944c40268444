import type { ImportDraft } from '#shared/imports/import-draft';
import { checkImportSize } from '#shared/imports/limits';
import {
  detectImportFormat,
  otherFormatMessage,
  type KnownImportFormat,
} from '#shared/imports/parsers/detect-format';
import type { SpreadsheetCell } from '#shared/imports/parsers/spreadsheet';

/** What reading a file or a paste gave: a draft, a spreadsheet's rows for the column mapping, or why not. */
export type ParsedInput =
  | { kind: 'draft'; draft: ImportDraft }
  | { kind: 'spreadsheet'; rows: SpreadsheetCell[][] }
  | { kind: 'error'; message: string };

export type ImportFormatChoice = 'auto' | KnownImportFormat;

function golferTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Runs the importer's parser in the browser (the parsers are loaded on demand, so only a golfer who imports
 * downloads them): the format the golfer chose, or the one the file looks like, with a message naming the
 * right importer when they differ.
 */
export async function parseImportInput(
  input: { fileName: string; text: string; bytes?: ArrayBuffer },
  choice: ImportFormatChoice,
): Promise<ParsedInput> {
  const tooLarge = checkImportSize(input.bytes?.byteLength ?? new Blob([input.text]).size);
  if (tooLarge) return { kind: 'error', message: tooLarge };
  const detected = detectImportFormat(input.fileName, input.text);
  if (choice !== 'auto') {
    const other = otherFormatMessage(detected, choice);
    if (other) return { kind: 'error', message: other };
  }
  const format = choice === 'auto' ? detected.format : choice;
  if (format === 'unknown') {
    return { kind: 'error', message: detected.format === 'unknown' ? detected.message : 'Unknown format.' };
  }
  const asDraft = (result: { ok: true; draft: ImportDraft } | { ok: false; message: string }): ParsedInput =>
    result.ok ? { kind: 'draft', draft: result.draft } : { kind: 'error', message: result.message };
  if (format === '18birdies') {
    const { parseEighteenBirdies } = await import('#shared/imports/parsers/eighteen-birdies');
    return asDraft(parseEighteenBirdies(input.text, { timeZone: golferTimeZone() }));
  }
  if (format === 'thegrint') {
    const { parseTheGrintRanking } = await import('#shared/imports/parsers/thegrint');
    return asDraft(parseTheGrintRanking(input.text));
  }
  if (format === 'spreadsheet') {
    const files = await import('#shared/imports/parsers/spreadsheet-files');
    const xlsx = detected.format === 'spreadsheet' && detected.file === 'xlsx';
    const read = xlsx && input.bytes ? await files.readXlsxRows(input.bytes) : files.readCsvRows(input.text);
    return read.ok ? { kind: 'spreadsheet', rows: read.rows } : { kind: 'error', message: read.message };
  }
  const { parseFescueExport } = await import('#shared/imports/parsers/fescue-json');
  return asDraft(parseFescueExport(input.text));
}
