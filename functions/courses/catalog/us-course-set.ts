import { endpointGroups } from '../../endpoint-groups';
import { readJsonDataFile } from '../../lib/data-files';
import type { CatalogEntryInput } from './catalog-course';

/**
 * The bundled US set behind POST /api/courses/import/us-database: the United States courses of the seed
 * catalog. The files ship beside the Lambda as data (the courses group's `dataFiles`), not inside its
 * JavaScript, and are read on first use. They are validated by the catalog's own test
 * (scripts/catalog/catalog-data.test.ts), so the Lambda does not carry the catalog schema.
 */
export async function usCourseSet(): Promise<CatalogEntryInput[]> {
  const files = await Promise.all(
    endpointGroups.courses.dataFiles.map((file) => readJsonDataFile<CatalogEntryInput[]>(file)),
  );
  return files.flat().filter((entry) => entry.country === 'United States');
}
