import Papa from 'papaparse';
import { describeBinary, ZIP_SIGNATURE } from './parse-result';
import type { SpreadsheetCell } from './spreadsheet';

/**
 * A spreadsheet file as rows of cells, the header row first, for ./spreadsheet.ts: CSV text through
 * papaparse (the project's CSV reader; it guesses the delimiter, so a semicolon-separated file from a
 * European spreadsheet reads too), an Excel workbook (.xlsx) through read-excel-file's universal build
 * (browser and Node alike; loaded on first use, so only a golfer who imports a workbook downloads it). An
 * old .xls or a Numbers file is refused with what to do (./detect-format.ts).
 */
export type SpreadsheetRead = { ok: true; rows: SpreadsheetCell[][] } | { ok: false; message: string };

const SAVE_AS = 'Open it in your spreadsheet and save it as CSV or Excel (.xlsx).';

export function readCsvRows(text: string): SpreadsheetRead {
  const trimmed = text.replace(/^\uFEFF/, '');
  if (trimmed.trim() === '') return { ok: false, message: 'The file is empty: there is nothing to import.' };
  if (trimmed.startsWith(ZIP_SIGNATURE)) {
    return {
      ok: false,
      message: 'That is an Excel workbook or a zip file, not CSV text: choose it as an Excel file (.xlsx).',
    };
  }
  const binary = describeBinary(trimmed);
  if (binary) return { ok: false, message: `That file is ${binary}, not a spreadsheet. ${SAVE_AS}` };
  // One line ending throughout (papaparse guesses a single one; a file edited by hand can mix them).
  const { data } = Papa.parse<string[]>(trimmed.replace(/\r\n?/g, '\n'), {
    skipEmptyLines: 'greedy',
    newline: '\n',
  });
  if (data.length === 0) return { ok: false, message: 'The file is empty: there is nothing to import.' };
  return { ok: true, rows: data };
}

/** The first sheet of an .xlsx workbook, as rows (a date cell is a Date; numbers are numbers). */
export async function readXlsxRows(data: ArrayBuffer): Promise<SpreadsheetRead> {
  if (data.byteLength === 0) return { ok: false, message: 'The file is empty: there is nothing to import.' };
  const head = new Uint8Array(data.slice(0, 4));
  if (!(head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)) {
    return { ok: false, message: `That file is not an Excel workbook (.xlsx). ${SAVE_AS}` };
  }
  try {
    const { readSheet } = await import('read-excel-file/universal');
    const rows = (await readSheet(data)) as unknown as SpreadsheetCell[][];
    if (rows.length === 0)
      return {
        ok: false,
        message: 'The workbook’s first sheet is empty: put the rounds on the first sheet.',
      };
    return { ok: true, rows };
  } catch {
    return {
      ok: false,
      message: `That workbook could not be read (it may be damaged, password-protected or cut off). ${SAVE_AS}`,
    };
  }
}
