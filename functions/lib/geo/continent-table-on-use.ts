import type { ContinentId } from '#shared/geo/continent-ids';
import { CONTINENT_TABLE_FILE, readDataFileSync } from '../data-files';

let byCode: Readonly<Record<string, ContinentId>> | undefined;

/**
 * The Lambdas' `#shared/geo/continent-table` (package.json "imports", condition `fescue-lambda`): the same
 * table as shared/geo/continent-table.ts, read from the data file shipped beside the bundle
 * (infra/lambda-bundling.ts, dataFilesLoadedOnUse) on the first continent asked: data, not code, kept out of
 * the bundles that reconcile achievements after every write (docs/performance.md#goals).
 */
export function continentByCode(): Readonly<Record<string, ContinentId>> {
  byCode ??= (JSON.parse(readDataFileSync(CONTINENT_TABLE_FILE)) as { byCode: Record<string, ContinentId> })
    .byCode;
  return byCode;
}
