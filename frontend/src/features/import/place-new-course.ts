import { placeCity, type CityTable } from '#shared/geo/gazetteer';
import type { NewImportCourse } from '#shared/imports/import-api';

let table: Promise<CityTable> | undefined;

/**
 * The offline gazetteer (GeoNames' cities, frontend/public/geo/cities.json), fetched once when an import has
 * new courses: a new course is placed at its town, which is approximate (the course is somewhere near it).
 */
function cityTable(): Promise<CityTable> {
  table ??= fetch('/geo/cities.json').then((response) => {
    if (!response.ok) throw new Error(`cities.json: ${response.status}`);
    return response.json() as Promise<CityTable>;
  });
  return table;
}

export async function placeNewCourse(
  course: NewImportCourse,
): Promise<{ latitude: number; longitude: number } | null> {
  if (!course.city || !course.country) return null;
  try {
    return placeCity(await cityTable(), { city: course.city, state: course.state, country: course.country });
  } catch {
    // Without the table the server places it at its region's centre, as any custom course.
    table = undefined;
    return null;
  }
}
