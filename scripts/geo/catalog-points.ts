import { encodeCoursePoints, type CoursePointsFile } from '#shared/map/course-points';
import type { CatalogEntry } from '../../functions/courses/catalog/catalog-entry-schema';

/** The catalog's entries as the Full Map's points file (given in catalog id order, so that the file is stable for a stable catalog). */
export function catalogPoints(entries: readonly CatalogEntry[]): CoursePointsFile {
  return encodeCoursePoints(
    [...entries]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((entry) => ({
        id: entry.slug,
        name: entry.name,
        city: entry.city,
        state: entry.state,
        country: entry.country,
        latitude: entry.latitude,
        longitude: entry.longitude,
        par: entry.par,
        yardage: entry.yardage,
        courseType: entry.courseType,
        exclusivityRating: entry.exclusivityRating,
        architect: entry.architects.join(', '),
      })),
  );
}
