import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The country rows every Lambda reads on its first country lookup (functions/lib/geo/country-rows-on-use.ts). */
export const COUNTRY_ROWS_FILE = 'shared/geo/country-rows.json';
/** The continent of each country code, read on the first continent asked (functions/lib/geo/continent-table-on-use.ts). */
export const CONTINENT_TABLE_FILE = 'shared/geo/continent-table.json';
/** The cities' and US states' centres, read when a course is first placed (functions/lib/geo/centroid-tables-on-use.ts). */
export const CENTROID_TABLES_FILE = 'shared/geo/centroid-tables.json';

/**
 * Where a data file is: in Lambda the bundling step copies each one to `<task root>/data/<file name>`; locally
 * (the stack, the tests) it is read from the repository where it lives.
 */
function dataFilePath(repoRelativePath: string): string {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  return taskRoot
    ? join(taskRoot, 'data', basename(repoRelativePath))
    : join(fileURLToPath(new URL('../../', import.meta.url)), repoRelativePath);
}

/** Reads a data file that an endpoint group declares in `dataFiles` (functions/endpoint-groups.ts). */
export async function readDataFile(repoRelativePath: string): Promise<string> {
  return readFile(dataFilePath(repoRelativePath), 'utf8');
}

/** The same, for a small file read once per process where the caller cannot wait (a lookup table). */
export function readDataFileSync(repoRelativePath: string): string {
  return readFileSync(dataFilePath(repoRelativePath), 'utf8');
}

export async function readJsonDataFile<T>(repoRelativePath: string): Promise<T> {
  return JSON.parse(await readDataFile(repoRelativePath)) as T;
}
