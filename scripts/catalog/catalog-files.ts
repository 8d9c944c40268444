import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogEntrySchema, type CatalogEntry } from '../../functions/courses/catalog/catalog-entry-schema';

export const CATALOG_DATA_DIR = join(import.meta.dirname, 'data');

/**
 * The seed catalog's files, repository-relative: the deploy-time migrations Lambda ships them beside its
 * bundle (infra/deploy-migrations.ts). catalog-data.test.ts holds this list to the folder's contents.
 */
export const CATALOG_DATA_FILES = [
  'scripts/catalog/data/europe.json',
  'scripts/catalog/data/rest-of-world.json',
  'scripts/catalog/data/us-championship-venues.json',
  'scripts/catalog/data/us-tour-and-famous.json',
] as const;

/** Parses one file's entries with the catalog schema; a bad entry names its file and index. */
export function parseCatalogFile(file: string, text: string): CatalogEntry[] {
  const raw = JSON.parse(text) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of catalog entries`);
  return raw.map((item: unknown, index) => {
    const parsed = catalogEntrySchema.safeParse(item);
    if (!parsed.success) throw new Error(`${file}[${index}]: ${parsed.error.message}`);
    return parsed.data;
  });
}

/**
 * Every entry of scripts/catalog/data/*.json, validated with the catalog schema; a bad entry stops the load
 * with its file and index rather than loading a partial catalog.
 */
export function readCatalogEntries(dataDir = CATALOG_DATA_DIR): CatalogEntry[] {
  const files = readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.flatMap((file) => parseCatalogFile(file, readFileSync(join(dataDir, file), 'utf8')));
}
