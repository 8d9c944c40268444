import type { CentroidTables } from '#shared/geo/centroid-tables';
import { CENTROID_TABLES_FILE, readDataFileSync } from '../data-files';

let tables: CentroidTables | undefined;

/**
 * The Lambdas' `#shared/geo/centroid-tables` (package.json "imports", condition `fescue-lambda`): the same
 * centres as shared/geo/centroid-tables.ts, read from the data file shipped beside the bundle
 * (infra/lambda-bundling.ts, dataFilesLoadedOnUse) when a course is first placed or a US state first named:
 * data, not code, kept out of every bundle that stores a course (docs/performance.md#goals).
 */
export function centroidTables(): CentroidTables {
  tables ??= JSON.parse(readDataFileSync(CENTROID_TABLES_FILE)) as CentroidTables;
  return tables;
}
