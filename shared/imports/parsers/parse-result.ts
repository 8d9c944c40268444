import { importedRoundSchema, type ImportDraft, type ImportedRound } from '../import-draft';

/**
 * What every parser answers: a draft to preview, or a failure whose message tells the golfer what the file
 * is and what to do instead. Parsers never throw on bad input (a file of another format, a cut-off JSON,
 * an empty paste): the message is the answer, shown before anything is written.
 */
export type ImportParseResult = { ok: true; draft: ImportDraft } | { ok: false; message: string };

export const parsed = (draft: ImportDraft): ImportParseResult => ({ ok: true, draft });
export const parseFailure = (message: string): ImportParseResult => ({ ok: false, message });

/** More than this many warnings would bury the first ones: the rest are counted in one line. */
export const WARNINGS_SHOWN = 50;

/** Collects a parser's warnings, keeping the first WARNINGS_SHOWN and counting the others. */
export class Warnings {
  private readonly kept: string[] = [];
  private dropped = 0;

  add(message: string): void {
    if (this.kept.length < WARNINGS_SHOWN)
      this.kept.push(message.length > 300 ? `${message.slice(0, 297)}...` : message);
    else this.dropped += 1;
  }

  list(): string[] {
    return this.dropped === 0 ? [...this.kept] : [...this.kept, `...and ${this.dropped} more like these.`];
  }
}

/** The first problem zod finds with a round, in words ("score: Too big: expected number to be <=250"). */
function firstIssue(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'it could not be read';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * The round if the contract accepts it; otherwise a warning naming the round (`label`, e.g. "Round of
 * 2024-05-01 at Pine Hollow") and undefined, so one odd row never fails a whole file.
 */
export function checkedRound(
  round: ImportedRound,
  label: string,
  warnings: Warnings,
): ImportedRound | undefined {
  const result = importedRoundSchema.safeParse(round);
  if (result.success) return result.data;
  warnings.add(`${label} was left out (${firstIssue(result.error)}).`);
  return undefined;
}

/** A zip archive's first bytes (an .xlsx workbook is one). */
export const ZIP_SIGNATURE = 'PK\u0003\u0004';

/** File signatures of formats golfers pick by mistake (a screenshot, a workbook, a PDF). */
const SIGNATURES: readonly [RegExp, string][] = [
  [/^\uFFFD?PNG\r?\n/, 'a PNG image'],
  [/^\uFFFD\uFFFD\uFFFD|^\xFF\xD8\xFF/, 'an image'],
  [/^GIF8[79]a/, 'a GIF image'],
  [/^%PDF-/, 'a PDF'],
];

/**
 * What a non-text file looks like, when read as text (a browser reads any file as text): undefined for text.
 * A NUL character or several replacement characters in the first kilobyte mean bytes that are no text.
 */
export function describeBinary(text: string): string | undefined {
  const head = text.slice(0, 1024);
  for (const [signature, what] of SIGNATURES) if (signature.test(head)) return what;
  if (head.startsWith(ZIP_SIGNATURE)) return 'a zip file or an Excel workbook (.xlsx)';
  const replacements = head.match(/\uFFFD/g)?.length ?? 0;
  if (head.includes('\u0000') || replacements > 4) return 'not a text file';
  return undefined;
}

/**
 * Whether JSON text stops part-way: a string or an object left open at the end. Scanned rather than read
 * from JSON.parse's message, whose words differ between engines.
 */
export function jsonLooksCutOff(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
  }
  return inString || depth > 0;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A JSON file's value, or why it cannot be read: empty, not text, cut off (a download that stopped), or
 * not JSON at all. `what` names the file the golfer meant to give ("an 18Birdies data archive").
 */
export function readJson(text: string, what: string): JsonRead {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, message: `The file is empty. Choose ${what} (a .json file).` };
  const binary = describeBinary(trimmed);
  if (binary) return { ok: false, message: `That file is ${binary}, not ${what}. Choose the .json file.` };
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    return { ok: false, message: `That file is not JSON, so it is not ${what}. Choose the .json file.` };
  }
  try {
    return { ok: true, value: JSON.parse(trimmed) as unknown };
  } catch {
    return {
      ok: false,
      message: jsonLooksCutOff(trimmed)
        ? `That file stops part-way (its JSON is cut off), so nothing in it can be trusted. Download ${what} again and import the whole file.`
        : `That file is not valid JSON, so it cannot be read as ${what}. Download it again without editing it.`,
    };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A finite number, or a numeric string ("84"), else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** A non-empty trimmed string, else null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
