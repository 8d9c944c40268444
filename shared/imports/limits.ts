/**
 * How large an import file may be. JSON and CSV are text: 10 MB holds a 2,000-round 18Birdies archive several
 * times over (about 1 MB) and any golfer's spreadsheet, and stays well under what a browser reads at once
 * without stalling. The import routes may take a smaller body (their own limit, stated with theirs).
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** "3.2" for 3,355,443 bytes; a whole number without decimals ("10"). */
function megabytes(bytes: number): string {
  const value = Math.round((bytes / MEGABYTE) * 10) / 10;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The message for a file over the limit: how large it is, the limit, and what to do. */
export function fileTooLargeMessage(bytes: number, limit = IMPORT_MAX_BYTES): string {
  return (
    `That file is ${megabytes(bytes)} MB; Fescue imports files up to ${megabytes(limit)} MB. ` +
    'Export a shorter period (a few years at a time) or split the spreadsheet, and import each part.'
  );
}

/** The message when a file is over the limit, else null. */
export function checkImportSize(bytes: number, limit = IMPORT_MAX_BYTES): string | null {
  return bytes > limit ? fileTooLargeMessage(bytes, limit) : null;
}
