import { describeBinary, isRecord, jsonLooksCutOff, ZIP_SIGNATURE } from './parse-result';

/**
 * Which importer a file is for, from its name and its text: the import screen suggests the importer, and
 * each parser uses it to say "this is a TheGrint paste, not an 18Birdies archive" rather than a bare "cannot
 * read". A browser reads any file as text, so a workbook or an image arrives here as text too.
 */
export type DetectedImportFormat =
  | { format: '18birdies' | 'thegrint' | 'fescue-json' }
  | { format: 'spreadsheet'; file: 'csv' | 'xlsx' }
  | { format: 'unknown'; message: string };

export type KnownImportFormat = Exclude<DetectedImportFormat['format'], 'unknown'>;

/** What each format is, as a golfer knows it ("That file is <label>, not ..."). */
export const FORMAT_LABELS: Record<KnownImportFormat, string> = {
  '18birdies': 'an 18Birdies data archive',
  thegrint: "TheGrint's Personal Ranking pasted as text",
  'fescue-json': "Fescue's own export (Download my data)",
  spreadsheet: 'a spreadsheet',
};

const ACCOUNT_EXPORT_PREFIX = 'fescue-account-export/';

/** The format of a JSON document already read, by the keys each source writes. */
export function sniffJsonFormat(value: unknown): '18birdies' | 'fescue-json' | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.format === 'string' && value.format.startsWith(ACCOUNT_EXPORT_PREFIX))
    return 'fescue-json';
  const myData = value.myData;
  if (isRecord(myData) && (isRecord(myData.activityData) || isRecord(myData.clubData))) return '18birdies';
  return undefined;
}

/** A row of TheGrint's ranking: a rank, then "Layout | Facility". */
const GRINT_ROW = /^\s*#?\d{1,4}\.?(\t|\s{2,}|\s*\n)[^\t\n]*\|/m;
const GRINT_HEADING = /personal\s+ranking|bucket\s*list/i;

export function looksLikeTheGrint(text: string): boolean {
  return GRINT_ROW.test(text) || (GRINT_HEADING.test(text.slice(0, 2000)) && text.includes('|'));
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function detectImportFormat(fileName: string, text: string): DetectedImportFormat {
  const extension = extensionOf(fileName);
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (extension === 'xlsx' || trimmed.startsWith(ZIP_SIGNATURE))
    return { format: 'spreadsheet', file: 'xlsx' };
  if (extension === 'xls' || extension === 'numbers' || extension === 'ods') {
    return {
      format: 'unknown',
      message: `Fescue reads Excel workbooks (.xlsx) and CSV files, not .${extension}: open it and save it as .xlsx or CSV.`,
    };
  }
  if (trimmed === '') return { format: 'unknown', message: 'The file is empty: there is nothing to import.' };
  const binary = describeBinary(trimmed);
  if (binary) {
    return {
      format: 'unknown',
      message: `That file is ${binary}. Fescue imports an 18Birdies archive (.json), Fescue's own export (.json), a spreadsheet (.csv or .xlsx) or TheGrint's ranking pasted as text.`,
    };
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let sniffed: ReturnType<typeof sniffJsonFormat>;
    try {
      sniffed = sniffJsonFormat(JSON.parse(trimmed));
    } catch {
      // A cut-off file still names its source near the top: its parser then says it is cut off.
      const head = trimmed.slice(0, 4000);
      if (head.includes(`"${ACCOUNT_EXPORT_PREFIX}`)) sniffed = 'fescue-json';
      else if (head.includes('"myData"')) sniffed = '18birdies';
      else if (jsonLooksCutOff(trimmed)) {
        return {
          format: 'unknown',
          message: 'That JSON file stops part-way (it is cut off): download it again.',
        };
      }
    }
    return sniffed
      ? { format: sniffed }
      : {
          format: 'unknown',
          message:
            'That JSON file is neither an 18Birdies data archive nor Fescue\'s own export. Check you chose the file 18Birdies sent you ("myData" is in it) or the one Download my data saved.',
        };
  }
  if (looksLikeTheGrint(trimmed)) return { format: 'thegrint' };
  if (extension === 'json') {
    return { format: 'unknown', message: 'That file is named .json but holds no JSON: download it again.' };
  }
  return { format: 'spreadsheet', file: 'csv' };
}

/** The message when a parser is given a file of another format, naming what it is and what to choose. */
export function otherFormatMessage(
  detected: DetectedImportFormat,
  expected: KnownImportFormat,
): string | undefined {
  if (detected.format === 'unknown' || detected.format === expected) return undefined;
  return `That is ${FORMAT_LABELS[detected.format]}, not ${FORMAT_LABELS[expected]}: choose "${IMPORTER_NAMES[detected.format]}" to import it.`;
}

/** The importer's name on the import screen. */
export const IMPORTER_NAMES: Record<KnownImportFormat, string> = {
  '18birdies': '18Birdies',
  thegrint: 'TheGrint',
  'fescue-json': 'Fescue export',
  spreadsheet: 'Spreadsheet',
};
