import { courseIdentityKey, normalizeText } from '#shared/courses/normalize';
import { inferPlacement } from '#shared/geo/centroids';
import { encodeGeohash } from '#shared/trips/geohash';
import { courseSchema, inferDefaultedFigures, type Course } from '#shared/schemas/course';
import {
  indexedWords,
  searchDocument,
  searchStanding,
  wordField,
  type SearchDocument,
} from './search/search-index';
import {
  COURSE_ENTITY,
  COURSE_GEO_ENTITY,
  COURSE_NAME_CLAIM_ENTITY,
  COURSE_SEARCH_ENTITY,
  courseKeys,
} from '../data/keys/course-keys';
import { catalogListIdsOf } from '../collections/catalog-list-items';

/**
 * The items one course is stored as, built in one place so the API, the catalog loader and the bench write
 * exactly the same shapes. Pure: no I/O.
 */

/**
 * A course as stored: the API's Course and the golfer who created it (custom courses; null for catalog and
 * GolfCourseAPI courses), which only the server reads (PATCH is the creator's alone). The API never sends
 * it: it was another golfer's user id on every course they added, which told every golfer who added it.
 */
export type StoredCourse = Course & { createdBy: string | null };
export interface CourseItemOptions {
  /** Set for the featured clubs only (sparse gsi2); 0 is the most featured. */
  featuredRank?: number;
  /** The catalog loader's hash of the entry, to skip unchanged courses on the next load. */
  contentHash?: string;
}

/** What the stored course item remembers about its companions, so a later change can remove stale ones. */
export interface StoredCourseIndex {
  /** Sort keys of the course's search entries (their partitions follow from them). */
  searchKeys: string[];
  identityKey: string;
  architectKeys: string[];
  /** The catalog lists the course belongs to (functions/collections/catalog-list-items.ts). */
  collectionKeys: string[];
}

export function architectKey(name: string): string {
  return normalizeText(name);
}

export function courseIndexOf(course: Course): StoredCourseIndex {
  return {
    searchKeys: searchEntryKeys(course).map((key) => key.sk),
    identityKey: courseIdentityKey(course.name, course.city),
    architectKeys: [...new Set(course.architects.map(architectKey))].filter(Boolean),
    collectionKeys: catalogListIdsOf(course),
  };
}

export function courseItem(course: StoredCourse, options: CourseItemOptions = {}): Record<string, unknown> {
  const index = courseIndexOf(course);
  return {
    ...courseKeys.course(course.id),
    ...courseKeys.catalogIndex(normalizeText(course.name), course.id),
    ...(options.featuredRank === undefined ? {} : courseKeys.featuredIndex(options.featuredRank, course.id)),
    entity: COURSE_ENTITY,
    ...course,
    searchKeys: index.searchKeys,
    identityKey: index.identityKey,
    architectKeys: index.architectKeys,
    collectionKeys: index.collectionKeys,
    ...(options.contentHash ? { contentHash: options.contentHash } : {}),
  };
}

/** The stored index facts of a course item read back (old items written before a field existed give []). */
export function storedIndexOf(item: Record<string, unknown>): StoredCourseIndex {
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return {
    searchKeys: list(item.searchKeys),
    identityKey: typeof item.identityKey === 'string' ? item.identityKey : '',
    architectKeys: list(item.architectKeys),
    collectionKeys: list(item.collectionKeys),
  };
}

function searchEntryKeys(course: Course): { pk: string; sk: string }[] {
  const doc = searchDocument(course);
  const standing = searchStanding(doc);
  const geo = geoEntryItem(course);
  return [
    ...indexedWords(doc).map((word) =>
      courseKeys.searchEntry(word, wordField(doc, word), standing, course.id),
    ),
    ...(geo ? [{ pk: String(geo.pk), sk: String(geo.sk) }] : []),
  ];
}

/**
 * The course's geo entry, for the trip planner's search around a place (functions/trips/nearby-courses.ts):
 * what the planner lists, so a search reads no course item. Kept with the search entries (its sort key is in
 * the course item's `searchKeys`), so every write that replaces or removes them replaces or removes it too.
 * None for a course without a point.
 */
export function geoEntryItem(course: Course): Record<string, unknown> | undefined {
  if (course.latitude === null || course.longitude === null) return undefined;
  return {
    ...courseKeys.geoEntry(encodeGeohash(course.latitude, course.longitude, 9), course.id),
    entity: COURSE_GEO_ENTITY,
    courseId: course.id,
    name: course.name,
    city: course.city,
    state: course.state,
    country: course.country,
    latitude: course.latitude,
    longitude: course.longitude,
    custom: course.sourceApi === 'custom',
  };
}

export function searchEntryItems(course: Course): Record<string, unknown>[] {
  const doc = searchDocument(course);
  const geo = geoEntryItem(course);
  return [
    ...searchEntryKeys(course)
      .filter((key) => key.sk !== geo?.sk)
      .map((key) => ({ ...key, entity: COURSE_SEARCH_ENTITY, ...doc })),
    ...(geo ? [geo] : []),
  ];
}

export function nameClaimItem(course: Course): Record<string, unknown> {
  const identityKey = courseIdentityKey(course.name, course.city);
  return {
    ...courseKeys.nameClaim(identityKey),
    entity: COURSE_NAME_CLAIM_ENTITY,
    identityKey,
    courseId: course.id,
  };
}

/** The architect names of a course by their key, keeping the first spelling met. */
export function architectNames(course: Course): Map<string, string> {
  const names = new Map<string, string>();
  for (const name of course.architects) {
    const key = architectKey(name);
    if (key && !names.has(key)) names.set(key, name.trim());
  }
  return names;
}

const COURSE_FIELDS = Object.keys(courseSchema.shape) as (keyof Course)[];

/**
 * The API's Course from a stored item (or a StoredCourse): keys, entity, index bookkeeping and the creator
 * stay in the table; only the fields of the API's schema are taken.
 */
export function toCourse(item: Record<string, unknown>): Course {
  const { yearText, openData, ...course } = Object.fromEntries(
    COURSE_FIELDS.map((field) => [field, item[field] ?? null]),
  ) as Course;
  // Courses stored before placement and defaults were recorded: read from what they hold. A rough year
  // ("15th century") only where the course has one.
  return {
    ...course,
    ...(yearText ? { yearText } : {}),
    // Only on courses that use open data (its attribution follows it).
    ...(openData ? { openData } : {}),
    placement: course.placement ?? inferPlacement(course),
    defaultedFigures: course.defaultedFigures ?? inferDefaultedFigures(course),
  };
}

/** A search entry's document back from the stored item. */
export function toSearchDocument(item: Record<string, unknown>): SearchDocument {
  return {
    courseId: String(item.courseId),
    summary: item.summary as SearchDocument['summary'],
    normalizedName: String(item.normalizedName),
    nameWords: (item.nameWords as string[] | undefined) ?? [],
    cityWords: (item.cityWords as string[] | undefined) ?? [],
    placeWords: (item.placeWords as string[] | undefined) ?? [],
    architectWords: (item.architectWords as string[] | undefined) ?? [],
    majorEditions: typeof item.majorEditions === 'number' ? item.majorEditions : 0,
  };
}

/** The stored course, creator included, from its item: for the server's own use (a write that replaces it). */
export function toStoredCourse(item: Record<string, unknown>): StoredCourse {
  return { ...toCourse(item), createdBy: typeof item.createdBy === 'string' ? item.createdBy : null };
}
