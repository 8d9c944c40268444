import { words } from '../courses/normalize';
import { findCountry } from '../geo/countries';
import { usStateCode } from '../geo/centroids';
import type { NewImportCourse } from './import-api';
import type { CourseRef } from './import-draft';

/** Words that say "golf" and nothing about which course: left out when telling a layout from its facility. */
export const GENERIC_COURSE_WORDS = new Set([
  'golf',
  'club',
  'course',
  'courses',
  'links',
  'the',
  'gc',
  'cc',
  'country',
  'and',
  'of',
  'at',
  'resort',
  'g',
  'c',
  'de',
  'du',
  'la',
  'le',
  'el',
  'y',
]);

/** A name's words that tell courses apart ("Bethpage State Park Black Course" -> bethpage, state, park, black). */
export function coreWords(text: string | null): string[] {
  return text ? words(text).filter((word) => !GENERIC_COURSE_WORDS.has(word)) : [];
}

/** The country a file's course is in: its own, else the United States for a US state code ("Austin,TX"). */
export function refCountry(ref: CourseRef): string | null {
  if (ref.country) return findCountry(ref.country)?.name ?? ref.country;
  if (ref.state && usStateCode(ref.state)) return 'United States';
  return null;
}

/**
 * The course Fescue would create for a file's course: the facility's name when the layout adds nothing to it,
 * else "Facility (Layout)" ("Bethpage State Park (Black)"), at the file's town.
 */
export function newCourseFor(ref: CourseRef): NewImportCourse {
  const facility = ref.facility?.trim() || null;
  const layoutCore = coreWords(ref.name);
  const facilityCore = new Set(coreWords(facility));
  const name =
    !facility || layoutCore.every((word) => facilityCore.has(word))
      ? (facility ?? ref.name)
      : coreWords(facility).every((word) => layoutCore.includes(word))
        ? ref.name
        : `${facility} (${ref.name})`;
  return { name: name.slice(0, 120), city: ref.city, state: ref.state, country: refCountry(ref) };
}

export const NO_TOWN_MESSAGE =
  'The file gives no town for this course, so Fescue cannot create it. Pick the course from the catalog instead.';
export const noCountryMessage = (country: string | null) =>
  country
    ? `"${country}" is not a country Fescue knows, so this course cannot be created. Pick it from the catalog instead.`
    : 'The file gives no country for this course, so Fescue cannot create it. Pick it from the catalog instead.';

/** Why the new course cannot be created as the file has it, or null when it can. */
export function newCourseProblem(course: NewImportCourse): string | null {
  if (!course.city) return NO_TOWN_MESSAGE;
  if (!course.country || !findCountry(course.country)) return noCountryMessage(course.country);
  return null;
}
