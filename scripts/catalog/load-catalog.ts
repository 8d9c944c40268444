import { loadCatalog, type CatalogLoadResult } from '../../functions/courses/catalog/load-catalog';
import { reindexCourses, type ReindexResult } from '../../functions/courses/catalog/reindex-courses';
import { readCatalogEntries } from './catalog-files';

/**
 * Loads the seed catalog into the table the handler environment names (TABLE_NAME, and DYNAMODB_ENDPOINT
 * locally), then rebuilds the search entries of the other courses when the search index changed since
 * they were written. Idempotent: unchanged courses are skipped by their content hash, and the rebuild runs
 * once per search index version.
 */
export async function loadSeedCatalog(): Promise<CatalogLoadResult & { reindexed: ReindexResult }> {
  const catalog = await loadCatalog(readCatalogEntries(), { mode: 'sync' });
  return { ...catalog, reindexed: await reindexCourses() };
}
