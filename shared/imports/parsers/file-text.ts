/**
 * What a file's text is, read without any schema: a format's signature, bytes that are no text, JSON cut
 * off part-way. Kept apart from ./parse-result.ts (which validates with zod) so that telling a file's format
 * (./detect-format.ts) loads nothing else.
 */

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
