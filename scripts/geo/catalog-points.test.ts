import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogEntries } from '../catalog/catalog-files';
import { catalogPoints } from './catalog-points';

describe("the Full Map's points file", () => {
  it('holds every catalog course as the catalog has it (npm run generate:course-points after a change)', () => {
    const published = JSON.parse(
      readFileSync(
        new URL('../../frontend/src/features/map/data/course-points.json', import.meta.url),
        'utf8',
      ),
    ) as unknown;
    expect(published).toEqual(JSON.parse(JSON.stringify(catalogPoints(readCatalogEntries()))));
  });
});
