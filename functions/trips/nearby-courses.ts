import { greatCircleMiles } from '#shared/passport/distance';
import {
  cellRanges,
  estimateReadMiles,
  talliedCellsWithin,
  tallyCells,
  type CellRange,
} from '#shared/trips/nearby-plan';
import {
  compareNearby,
  NEARBY_MAX_RESULTS,
  type NearbyCourse,
  type NearbyQuery,
  type NearbyResponse,
} from '#shared/trips/nearby';
import { bucketListPartition } from '../data/keys/bucket-list-keys';
import { ownListCourseRanks } from '../collections/own-list-course-ids';
import { batchGet } from '../data/batch-get';
import { courseKeys } from '../data/keys/course-keys';
import { queryPages } from '../data/query-pages';
import { getCommunityFigures } from '../ratings/community-ratings-repository';
import { readGeoTallies } from '../courses/geo-tallies';

/** What the planner lists and sorts by, the community figures included (functions/ratings/geo-figures.ts). */
const GEO_FIELDS =
  'courseId, #name, city, #state, country, latitude, longitude, custom, userRating, reviewCount';

/**
 * Access pattern: the courses with a point in a run of geohash cells of one partition, from their geo
 * entries (pk GEO#<2 characters>, sk BETWEEN the first cell and past the last): one Query, paged, projected
 * to what the planner lists; no course item is read.
 */
export async function listCoursesInRange(range: CellRange): Promise<Record<string, unknown>[]> {
  const { pk, from, to } = courseKeys.geoRange(range.first, range.last);
  const found: Record<string, unknown>[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
    ProjectionExpression: GEO_FIELDS,
    ExpressionAttributeNames: { '#name': 'name', '#state': 'state' },
  })) {
    found.push(...items);
  }
  return found;
}

/**
 * Access pattern: the golfer's bucket-list priorities by course, one Query of their bucket-list index
 * (gsi1 USER#<sub>#BUCKET) projected to the course id and priority.
 */
export async function bucketPriorities(userId: string): Promise<Map<string, number>> {
  const priorities = new Map<string, number>();
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': bucketListPartition(userId) },
    ProjectionExpression: 'courseId, priority',
  })) {
    for (const item of items) priorities.set(String(item.courseId), Number(item.priority));
  }
  return priorities;
}

type Found = NearbyCourse;

function foundCourse(item: Record<string, unknown>, miles: number, priority: number | undefined): Found {
  return {
    id: String(item.courseId),
    name: String(item.name),
    city: String(item.city ?? ''),
    state: typeof item.state === 'string' ? item.state : null,
    country: String(item.country ?? ''),
    latitude: Number(item.latitude),
    longitude: Number(item.longitude),
    miles: Math.round(miles * 10) / 10,
    custom: item.custom === true,
    bucketPriority: priority ?? null,
    userRating: typeof item.userRating === 'number' ? item.userRating : 0,
    reviewCount: typeof item.reviewCount === 'number' ? item.reviewCount : 0,
  };
}

/**
 * The golfer's bucket-list and own-list courses the cells read did not hold: their course items (one
 * BatchGetItem per 100, side by side, projected to what the planner lists), kept when within the radius, so
 * such a course is never cut by the answer's cap.
 */
async function favouritesOutside(
  ids: readonly string[],
  place: { latitude: number; longitude: number },
  radiusMiles: number,
  priorities: Map<string, number>,
): Promise<(Found & { exactMiles: number })[]> {
  if (ids.length === 0) return [];
  const [items, figures] = await Promise.all([
    batchGet(
      ids.map((id) => courseKeys.course(id)),
      { projection: ['id', 'name', 'city', 'state', 'country', 'latitude', 'longitude', 'sourceApi'] },
    ),
    getCommunityFigures(ids),
  ]);
  const found: (Found & { exactMiles: number })[] = [];
  for (const item of items) {
    if (typeof item.latitude !== 'number' || typeof item.longitude !== 'number') continue;
    const miles = greatCircleMiles(place, { latitude: item.latitude, longitude: item.longitude });
    if (!(miles <= radiusMiles)) continue;
    const id = String(item.id);
    found.push({
      ...foundCourse(
        { ...item, ...figures.get(id), courseId: id, custom: item.sourceApi === 'custom' },
        miles,
        priorities.get(id),
      ),
      exactMiles: miles,
    });
  }
  return found;
}

/** How many courses the first read aims at: a little over the cap, so a guess a little short still holds it. */
const READ_AIM = Math.ceil(NEARBY_MAX_RESULTS * 1.25);

/**
 * Every course within the radius of a place (docs/product-rules.md#trips), in the planner's order, the
 * nearest NEARBY_MAX_RESULTS when more are within it. The search reads the geo tallies of the radius first
 * (docs/data-model.md, "Courses near a place"), so it knows where the courses are before reading one: it
 * guesses the distance holding a little over the cap, reads the counted cells reaching within it as a few
 * key ranges side by side, and reads farther (twice the distance) only when fewer were there than the cap.
 * Once the courses read within that distance fill the cap (and one more lies within the radius), the
 * nearest are all among them and the answer says how far it is complete. The golfer's bucket-list and
 * own-list courses within the radius are always listed (those outside the cells read come by their course
 * items and aggregates). The community figures the list sorts by are on the geo entries read, so no
 * aggregate is read for a course the cells held.
 */
export async function nearbyCourses(userId: string, query: NearbyQuery): Promise<NearbyResponse> {
  const place = { latitude: query.latitude, longitude: query.longitude };
  const radius = query.radiusMiles;
  const tallied = tallyCells(place, radius);
  const [counts, priorities, listRanks] = await Promise.all([
    readGeoTallies(tallied),
    bucketPriorities(userId),
    ownListCourseRanks(userId),
  ]);
  const known = new Set(tallied);
  const cells = talliedCellsWithin(place, radius, counts);
  const within = new Map<string, Found & { exactMiles: number }>();
  const seen = new Set<string>();
  const read = new Set<string>();
  let readMiles = estimateReadMiles(place, radius, cells, READ_AIM);
  for (;;) {
    const next = cells.filter((cell) => cell.nearMiles <= readMiles && !read.has(cell.cell));
    const ranges = cellRanges(
      next.map((cell) => cell.cell),
      counts,
      known,
    );
    const items = (await Promise.all(ranges.map((range) => listCoursesInRange(range)))).flat();
    for (const cell of next) read.add(cell.cell);
    for (const item of items) {
      const id = String(item.courseId);
      seen.add(id);
      const miles = greatCircleMiles(place, {
        latitude: Number(item.latitude),
        longitude: Number(item.longitude),
      });
      if (!(miles <= radius)) continue;
      within.set(id, { ...foundCourse(item, miles, priorities.get(id)), exactMiles: miles });
    }
    if (readMiles >= radius || read.size === cells.length) break;
    let inReach = 0;
    for (const course of within.values()) if (course.exactMiles <= readMiles) inReach += 1;
    if (inReach >= NEARBY_MAX_RESULTS && within.size > NEARBY_MAX_RESULTS) break;
    readMiles = Math.min(radius, readMiles * 2);
  }
  const nearest = [...within.values()].sort((a, b) => a.exactMiles - b.exactMiles);
  const truncated = nearest.length > NEARBY_MAX_RESULTS;
  const listed = nearest.slice(0, NEARBY_MAX_RESULTS);
  const kept = new Map(listed.map((course) => [course.id, course]));
  const favourites = new Set([...priorities.keys(), ...listRanks.keys()]);
  for (const id of favourites) {
    const course = within.get(id);
    if (course) kept.set(id, course);
  }
  // A favourite the cells read did not hold may still be within the radius when the search stopped short
  // of it; read wholly, the radius holds none.
  const everythingRead = read.size === cells.length;
  const missing = everythingRead ? [] : [...favourites].filter((id) => !seen.has(id));
  for (const course of await favouritesOutside(missing, place, radius, priorities))
    kept.set(course.id, course);
  const courses = [...kept.values()]
    .map(({ exactMiles: _miles, ...course }) => ({ ...course, listRank: listRanks.get(course.id) }))
    .sort(compareNearby)
    .map(({ listRank: _rank, ...course }) => course);
  const last = listed.at(-1);
  return {
    courses,
    truncated,
    completeMiles: truncated && last ? Math.floor(last.exactMiles * 10) / 10 : radius,
  };
}
