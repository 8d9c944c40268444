import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogEntrySchema, type CatalogEntry } from '../../functions/courses/catalog/catalog-entry-schema';

export const CATALOG_DATA_DIR = join(import.meta.dirname, 'data');

/**
 * Every entry of scripts/catalog/data/*.json, validated with the catalog schema; a bad entry stops the load
 * with its file and index rather than loading a partial catalog.
 */
export function readCatalogEntries(dataDir = CATALOG_DATA_DIR): CatalogEntry[] {
  const files = readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const raw = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown;
    if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of catalog entries`);
    return raw.map((item: unknown, index) => {
      const parsed = catalogEntrySchema.safeParse(item);
      if (!parsed.success) throw new Error(`${file}[${index}]: ${parsed.error.message}`);
      return parsed.data;
    });
  });
}
