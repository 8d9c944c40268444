/**
 * Writes frontend/src/features/map/data/course-points.json: the catalog's courses (scripts/catalog/data, the
 * same files the seed loads into DynamoDB) as the Full Map's compact points file. Vite publishes it with a
 * content hash, so browsers and CloudFront keep it until the catalog changes. Run with
 * `npm run generate:course-points` after a catalog change (a unit test says when it is out of date).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readCatalogEntries } from '../catalog/catalog-files';
import { catalogPoints } from './catalog-points';

const TARGET = fileURLToPath(
  new URL('../../frontend/src/features/map/data/course-points.json', import.meta.url),
);

const file = catalogPoints(readCatalogEntries());
await writeFile(TARGET, `${JSON.stringify(file)}\n`);
console.log(`Wrote ${file.names.length} courses to ${TARGET}`);
