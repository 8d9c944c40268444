import type { CountryRow } from '#shared/geo/country-rows';
import { COUNTRY_ROWS_FILE, readDataFileSync } from '../data-files';

let rows: readonly CountryRow[] | undefined;

/**
 * The Lambdas' `#shared/geo/country-rows` (package.json "imports", condition `fescue-lambda`): the same rows as
 * shared/geo/country-rows.ts, read from the data file shipped beside the bundle (infra/lambda-bundling.ts,
 * dataFilesLoadedOnUse) on the first country lookup. The 23 kB table is a fifth of what most routes would
 * otherwise parse on a cold start, and only a stored course's country and the Passport's places ask for it.
 */
export function countryRows(): readonly CountryRow[] {
  rows ??= (JSON.parse(readDataFileSync(COUNTRY_ROWS_FILE)) as { rows: CountryRow[] }).rows;
  return rows;
}
