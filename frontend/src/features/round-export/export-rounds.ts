import { CSV_HEADERS, roundToCsvRow } from '#shared/rounds/csv-columns';
import { roundListResponseSchema } from '#shared/schemas/round';
import { getJson } from '@/shared/api/http';

/** The API's largest page: fewest requests for a 5,000-round archive. */
const PAGE_SIZE = 100;

export interface RoundsExport {
  rounds: number;
  csv: Blob;
  json: Blob;
}

function pagePath(cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `/api/rounds?${query.toString()}`;
}

/**
 * Every round of the golfer as a CSV and a JSON file (each round with its course), built page by page from
 * GET /api/rounds: each page becomes text parts of the two Blobs, so no one huge string is ever built.
 * papaparse is loaded only when an export starts.
 */
export async function exportRounds(onProgress?: (loaded: number) => void): Promise<RoundsExport> {
  const { unparse } = await import('papaparse');
  const csvParts: string[] = [`${unparse([CSV_HEADERS as string[]])}\r\n`];
  const jsonParts: string[] = [`{"exportedAt":${JSON.stringify(new Date().toISOString())},"rounds":[`];
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await getJson(pagePath(cursor), roundListResponseSchema);
    if (page.rounds.length > 0) {
      csvParts.push(`${unparse(page.rounds.map(roundToCsvRow))}\r\n`);
      jsonParts.push(`${count > 0 ? ',' : ''}${page.rounds.map((round) => JSON.stringify(round)).join(',')}`);
    }
    count += page.rounds.length;
    onProgress?.(count);
    cursor = page.nextCursor;
  } while (cursor);
  jsonParts.push(']}');
  return {
    rounds: count,
    csv: new Blob(csvParts, { type: 'text/csv;charset=utf-8' }),
    json: new Blob(jsonParts, { type: 'application/json' }),
  };
}

/** "fescue-rounds-2024-05-01.csv" */
export function exportFileName(extension: 'csv' | 'json', today = new Date()): string {
  return `fescue-rounds-${today.toISOString().slice(0, 10)}.${extension}`;
}

/** Saves a Blob through a temporary link (the browser's download, no new tab). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
