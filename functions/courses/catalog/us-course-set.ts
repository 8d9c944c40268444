import usChampionshipVenues from '../../../scripts/catalog/data/us-championship-venues.json';
import usTourAndFamous from '../../../scripts/catalog/data/us-tour-and-famous.json';
import type { CatalogEntryInput } from './catalog-course';

/**
 * The bundled US set behind POST /api/courses/import/us-database: the United States courses of the seed
 * catalog, bundled into the Lambda by the JSON imports above. The files are validated by the catalog's own
 * test (scripts/catalog/catalog-data.test.ts), so the Lambda does not carry the catalog schema.
 */
export function usCourseSet(): CatalogEntryInput[] {
  return [
    ...(usChampionshipVenues as unknown as CatalogEntryInput[]),
    ...(usTourAndFamous as unknown as CatalogEntryInput[]),
  ].filter((entry) => entry.country === 'United States');
}
