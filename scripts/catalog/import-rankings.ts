/**
 * Operator script: imports a ranking from CSV (see rankings-csv.ts for the columns).
 *   TABLE_NAME=<table> npx tsx scripts/catalog/import-rankings.ts <file.csv>
 * Locally, also set DYNAMODB_ENDPOINT to the stack's DynamoDB Local. Every row must name a course Fescue
 * knows (by catalog id, or by name and city); otherwise nothing is written. Importing the same file again
 * overwrites the same items.
 */
import { readFile } from 'node:fs/promises';
import { getCourseItemsByIds, getNameClaimOwner } from '../../functions/courses/courses-repository';
import { putRankingEntries, type RankingEntry } from '../../functions/ratings/rankings-repository';
import { courseNameAndCity, parseRankingCsv, type RankingRow } from './rankings-csv';
import { prepareScriptEnvironment } from './script-environment';

/** Resolves every row to a course id, or throws listing the rows it could not place. */
export async function resolveRankingRows(rows: readonly RankingRow[]): Promise<RankingEntry[]> {
  const byId = await getCourseItemsByIds(
    rows.map((row) => row.course),
    ['id'],
  );
  const unknown: string[] = [];
  const entries: RankingEntry[] = [];
  for (const row of rows) {
    let courseId = byId.has(row.course) ? row.course : undefined;
    const named = courseId ? undefined : courseNameAndCity(row);
    if (named) courseId = await getNameClaimOwner(named.name, named.city);
    if (!courseId) {
      unknown.push(`${row.source} ${row.year} #${row.position}: "${row.course}"`);
      continue;
    }
    const { source, year, position, region, notes } = row;
    entries.push({ source, year, position, region, notes, courseId });
  }
  if (unknown.length > 0) throw new Error(`Courses not found, nothing imported:\n${unknown.join('\n')}`);
  return entries;
}

export async function importRankingsFile(path: string): Promise<number> {
  const entries = await resolveRankingRows(parseRankingCsv(await readFile(path, 'utf8')));
  await putRankingEntries(entries);
  return entries.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const usage = 'Usage: TABLE_NAME=<table> npx tsx scripts/catalog/import-rankings.ts <file.csv>';
  prepareScriptEnvironment(usage);
  if (!file) {
    console.error(usage);
    process.exit(1);
  }
  try {
    console.log(`Imported ${await importRankingsFile(file)} ranking rows from ${file}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
