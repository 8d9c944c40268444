import { loadCatalog, type CatalogLoadResult } from '../../functions/courses/catalog/load-catalog';
import { readCatalogEntries } from './catalog-files';

/**
 * Loads the seed catalog into the table the handler environment names (TABLE_NAME, and DYNAMODB_ENDPOINT
 * locally). Idempotent: unchanged courses are skipped by their content hash.
 */
export async function loadSeedCatalog(): Promise<CatalogLoadResult> {
  return loadCatalog(readCatalogEntries(), { mode: 'sync' });
}
