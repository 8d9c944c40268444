import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCoursePoints } from '#shared/map/course-points';
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

  it('gives back every catalog course with every fact the map shows', () => {
    const entries = readCatalogEntries();
    const decoded = new Map(decodeCoursePoints(catalogPoints(entries)).map((point) => [point.id, point]));
    expect(decoded.size).toBe(entries.length);
    for (const entry of entries)
      expect(decoded.get(entry.slug)).toMatchObject({
        name: entry.name,
        city: entry.city,
        country: entry.country,
        latitude: Math.round(entry.latitude * 1e5) / 1e5,
        longitude: Math.round(entry.longitude * 1e5) / 1e5,
        state: entry.state,
        par: entry.par,
        yardage: entry.yardage,
        courseType: entry.courseType,
        exclusivityRating: entry.exclusivityRating,
        architect: entry.architects.join(', ') || null,
      });
  });
});
