import * as z from 'zod';
import { cursorKeyStartingWith, cursorKeyValue } from '../cursor';
import { userKeys } from './user-keys';

/**
 * Keys of the course catalog's entities. The COURSE#, CATALOG, FEATURED, SEARCH#, SEARCHINDEX, COURSENAME#,
 * ARCHITECTS, RANKING#, RANKED_COURSES and COURSELINK# prefixes are written here and nowhere else.
 *
 * Course:        pk COURSE#<id>                 sk COURSE
 *                gsi1 CATALOG / <normalised name>#<id>               (every course: the catalog by name)
 *                gsi2 FEATURED / <rank>#<id>                         (sparse: the featured clubs only)
 * Search entry:  pk SEARCH#<first two letters>  sk <word>#<field 0-3>#<999 - 10 x standing>#<id>
 * Geo entry:     pk GEO#<geohash, 2 characters> sk GEO#<geohash, 9 characters>#<id>   (courses with a point:
 *                the trip planner's courses near a place; kept with the search entries, docs/data-model.md)
 * Geo tally:     pk GEO#<geohash, 2 characters> sk TALLY#<geohash, 3 characters>  (one number attribute per
 *                cell of 4 characters: its courses with a point, kept by the course writes)
 * Name claim:    pk COURSENAME#<identity key>   sk COURSENAME        (attribute courseId)
 * Architect:     pk ARCHITECTS                  sk <normalised name> (attributes name, courseCount)
 * Ranking entry: pk RANKING#<source>#<year>     sk <region>#<position>
 *                gsi1 RANKED_COURSES / <courseId>#<source>#<year>#<region>#<position>
 * Ranked ids:    pk RANKED_COURSES              sk IDS               (string set courseIds, kept by imports)
 * Course link:   pk USER#<sub>                  sk COURSELINK#<courseId> (played / bucketList flags)
 * Courses added: pk USER#<sub>                  sk COURSESADDED#<UTC day YYYY-MM-DD> (count, expiresAt)
 * Search index version: pk SEARCHINDEX          sk VERSION           (attribute version)
 */
export const CATALOG_PARTITION = 'CATALOG';
export const FEATURED_PARTITION = 'FEATURED';
export const ARCHITECTS_PARTITION = 'ARCHITECTS';
export const RANKED_COURSES_PARTITION = 'RANKED_COURSES';
const COURSE_LINK_PREFIX = 'COURSELINK#';
const COURSES_ADDED_PREFIX = 'COURSESADDED#';
const IMPORT_COURSES_ADDED_PREFIX = 'IMPORTCOURSESADDED#';
const IMPORT_BATCH_COURSES_PREFIX = 'IMPORTBATCHCOURSES#';
const COURSE_PREFIX = 'COURSE#';
const COURSE_SK = 'COURSE';
const GEO_PREFIX = 'GEO#';
const GEO_TALLY_PREFIX = 'TALLY#';
/** Characters of the geohash that name a geo entry's partition (cells of 11.25 x 5.6 degrees). */
export const GEO_PARTITION_PRECISION = 2;

export type SearchField = 'name' | 'city' | 'place' | 'architect';
const SEARCH_FIELD_ORDER: Record<SearchField, number> = { name: 0, city: 1, place: 2, architect: 3 };

/** The partition of a search word: its first two letters (a one-letter word is not indexed). */
export function searchPartition(word: string): string {
  return `SEARCH#${word.slice(0, 2)}`;
}

export const courseKeys = {
  course: (courseId: string) => ({ pk: `${COURSE_PREFIX}${courseId}`, sk: COURSE_SK }),
  catalogIndex: (normalizedName: string, courseId: string) => ({
    gsi1pk: CATALOG_PARTITION,
    gsi1sk: `${normalizedName}#${courseId}`,
  }),
  /** `rank` sorts ascending: 0 is the most featured. */
  featuredIndex: (rank: number, courseId: string) => ({
    gsi2pk: FEATURED_PARTITION,
    gsi2sk: `${String(rank).padStart(4, '0')}#${courseId}`,
  }),
  /**
   * Within one word, the courses that have it in their name sort first, then in their town, then in their
   * region or country, then among their architects, and within each the higher standing first (exclusivity and majors hosted, as search ranks
   * them; then by id): a search that stops reading a very common word early has read the entries most worth
   * showing. An exact word sorts before the longer words it starts ('#' sorts before letters and digits).
   */
  searchEntry: (word: string, field: SearchField, standing: number, courseId: string) => {
    const rank = String(999 - Math.min(999, Math.max(0, Math.round(standing * 10)))).padStart(3, '0');
    return { pk: searchPartition(word), sk: `${word}#${SEARCH_FIELD_ORDER[field]}#${rank}#${courseId}` };
  },
  /**
   * A search entry's key back from its sort key (the course item keeps its entries' sort keys); a geo
   * entry's too (search words are folded to lower case, so none starts with GEO#).
   */
  searchEntryFromSortKey: (sk: string) =>
    sk.startsWith(GEO_PREFIX)
      ? { pk: `${GEO_PREFIX}${sk.slice(GEO_PREFIX.length, GEO_PREFIX.length + GEO_PARTITION_PRECISION)}`, sk }
      : { pk: searchPartition(sk.slice(0, sk.indexOf('#'))), sk },
  /** A course's geo entry, by the geohash of its point (9 characters, about 5 m). */
  geoEntry: (geohash: string, courseId: string) => ({
    pk: `${GEO_PREFIX}${geohash.slice(0, GEO_PARTITION_PRECISION)}`,
    sk: `${GEO_PREFIX}${geohash}#${courseId}`,
  }),
  /** Every geo entry in one geohash cell (2 characters or more): its partition and sort-key prefix. */
  geoCell: (cell: string) => ({
    pk: `${GEO_PREFIX}${cell.slice(0, GEO_PARTITION_PRECISION)}`,
    skPrefix: `${GEO_PREFIX}${cell}`,
  }),
  /** The geo entries from one cell to another, inclusive (cells of one partition, in geohash order). */
  geoRange: (first: string, last: string) => ({
    pk: `${GEO_PREFIX}${first.slice(0, GEO_PARTITION_PRECISION)}`,
    from: `${GEO_PREFIX}${first}`,
    // '~' sorts after every geohash character and '#': the last cell's entries are all before it.
    to: `${GEO_PREFIX}${last}~`,
  }),
  /** The tally of one cell of 3 characters: how many courses each of its cells of 4 characters holds. */
  geoTally: (cell: string) => ({
    pk: `${GEO_PREFIX}${cell.slice(0, GEO_PARTITION_PRECISION)}`,
    sk: `${GEO_TALLY_PREFIX}${cell}`,
  }),
  /** Every tally item of one partition (2 characters). */
  geoTallies: (partition: string) => ({ pk: `${GEO_PREFIX}${partition}`, skPrefix: GEO_TALLY_PREFIX }),
  /** All entries of words starting with `prefix` (a query word of two letters or more). */
  searchPrefix: (prefix: string) => ({ pk: searchPartition(prefix), skPrefix: prefix }),
  /** One item: the search index version the stored courses' companions were last rebuilt for. */
  searchIndexVersion: () => ({ pk: 'SEARCHINDEX', sk: 'VERSION' }),
  nameClaim: (identityKey: string) => ({ pk: `COURSENAME#${identityKey}`, sk: 'COURSENAME' }),
  architect: (normalizedName: string) => ({ pk: ARCHITECTS_PARTITION, sk: normalizedName }),
  rankingEntry: (r: { source: string; year: number; region: string; position: number }) => ({
    pk: `RANKING#${r.source}#${r.year}`,
    sk: `${r.region}#${String(r.position).padStart(5, '0')}`,
  }),
  rankedCourseIndex: (
    courseId: string,
    r: { source: string; year: number; region: string; position: number },
  ) => ({
    gsi1pk: RANKED_COURSES_PARTITION,
    gsi1sk: `${courseId}#${r.source}#${r.year}#${r.region}#${r.position}`,
  }),
  /** One item: every ranked course's id in a string set, read with the profile in one BatchGetItem. */
  rankedCourseIds: () => ({ pk: RANKED_COURSES_PARTITION, sk: 'IDS' }),
  courseLink: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${COURSE_LINK_PREFIX}${courseId}`,
  }),
  courseLinkPrefix: () => COURSE_LINK_PREFIX,
  /** The golfer's count of courses added to the catalog on one UTC day (YYYY-MM-DD): the daily limit. */
  coursesAdded: (userId: string, day: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${COURSES_ADDED_PREFIX}${day}`,
  }),
  /** The golfer's count of courses their imports created on one UTC day: the imports' daily limit. */
  importCoursesAdded: (userId: string, day: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${IMPORT_COURSES_ADDED_PREFIX}${day}`,
  }),
  /** The count of courses one import batch created: the per-import limit. */
  importBatchCoursesAdded: (userId: string, batchId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${IMPORT_BATCH_COURSES_PREFIX}${batchId}`,
  }),
  /** The course id back from a search entry's or a course link's sort key. */
  courseIdFromSearchSk: (sk: string) => sk.slice(sk.lastIndexOf('#') + 1),
  courseIdFromLinkSk: (sk: string) => sk.slice(COURSE_LINK_PREFIX.length),
} as const;

/**
 * The exact key shape of each paged Query's ExclusiveStartKey (see ../cursor.ts): a page cursor is parsed by
 * one of these, so it can only continue the Query it came from.
 */
export const coursePageKeys = {
  /** gsi1 CATALOG: a course item's table key and its catalog index key. */
  catalog: z.strictObject({
    pk: cursorKeyStartingWith(COURSE_PREFIX),
    sk: z.literal(COURSE_SK),
    gsi1pk: z.literal(CATALOG_PARTITION),
    gsi1sk: cursorKeyValue,
  }),
  /** gsi2 FEATURED: a course item's table key and its featured index key. */
  featured: z.strictObject({
    pk: cursorKeyStartingWith(COURSE_PREFIX),
    sk: z.literal(COURSE_SK),
    gsi2pk: z.literal(FEATURED_PARTITION),
    gsi2sk: cursorKeyValue,
  }),
  /** The golfer's course links: their own partition, a COURSELINK# sort key (the Query's begins_with). */
  courseLinks: (userId: string) =>
    z.strictObject({
      pk: z.literal(userKeys.profile(userId).pk),
      sk: cursorKeyStartingWith(COURSE_LINK_PREFIX),
    }),
} as const;

export const COURSE_ENTITY = 'COURSE';
export const COURSE_SEARCH_ENTITY = 'COURSE_SEARCH';
export const COURSE_GEO_ENTITY = 'COURSE_GEO';
export const COURSE_GEO_TALLY_ENTITY = 'COURSE_GEO_TALLY';
export const COURSE_NAME_CLAIM_ENTITY = 'COURSE_NAME_CLAIM';
export const ARCHITECT_ENTITY = 'ARCHITECT';
export const RANKING_ENTITY = 'RANKING';
export const RANKED_COURSE_IDS_ENTITY = 'RANKED_COURSE_IDS';
export const COURSE_LINK_ENTITY = 'COURSE_LINK';
export const COURSES_ADDED_ENTITY = 'COURSES_ADDED';
export const SEARCH_INDEX_VERSION_ENTITY = 'SEARCH_INDEX_VERSION';
