import { greatCircleMiles } from '#shared/passport/distance';
import { coverCells } from '#shared/trips/geohash';
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

const GEO_FIELDS = 'courseId, #name, city, #state, country, latitude, longitude, custom';

/**
 * Access pattern: the courses with a point in one geohash cell, from their geo entries (pk GEO#<2 characters>,
 * begins_with on the cell): one Query, paged, projected to what the planner lists; no course item is read.
 */
export async function listCoursesInCell(cell: string): Promise<Record<string, unknown>[]> {
  const { pk, skPrefix } = courseKeys.geoCell(cell);
  const found: Record<string, unknown>[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
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

/** The first ring a search reads, miles; each further ring is RING_GROWTH times wider, up to the radius. */
const FIRST_RING_MILES = 5;
const RING_GROWTH = 2;

/** The radii a search reads in turn: widening rings ending at the golfer's radius. */
export function searchRings(radiusMiles: number): number[] {
  const rings: number[] = [];
  for (let ring = FIRST_RING_MILES; ring < radiusMiles; ring *= RING_GROWTH) rings.push(ring);
  rings.push(radiusMiles);
  return rings;
}

type Found = Omit<NearbyCourse, 'userRating' | 'reviewCount'>;

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
  };
}

/**
 * The bucket-list courses a ring search did not reach: their course items (one BatchGetItem, projected to
 * what the planner lists), kept when within the radius, so a far bucket-list course is never cut.
 */
async function bucketCoursesOutside(
  ids: readonly string[],
  place: { latitude: number; longitude: number },
  radiusMiles: number,
  priorities: Map<string, number>,
): Promise<Found[]> {
  if (ids.length === 0) return [];
  const items = await batchGet(
    ids.map((id) => courseKeys.course(id)),
    { projection: ['id', 'name', 'city', 'state', 'country', 'latitude', 'longitude', 'sourceApi'] },
  );
  const found: Found[] = [];
  for (const item of items) {
    if (typeof item.latitude !== 'number' || typeof item.longitude !== 'number') continue;
    const miles = greatCircleMiles(place, { latitude: item.latitude, longitude: item.longitude });
    if (!(miles <= radiusMiles)) continue;
    const id = String(item.id);
    found.push(
      foundCourse({ ...item, courseId: id, custom: item.sourceApi === 'custom' }, miles, priorities.get(id)),
    );
  }
  return found;
}

/**
 * Every course within the radius of a place (docs/product-rules.md#trips), in the planner's order. The search
 * reads widening rings (docs/data-model.md "Courses near a place", docs/performance.md): each ring's cover
 * cells (a dozen at most, at the finest geohash precision that covers it) read side by side; once a ring
 * holds NEARBY_MAX_RESULTS courses, the nearest that many within the radius are all inside it, so the wider
 * rings are not read and the answer says more exist. A dense region's 200-mile search thus reads a few
 * hundred entries, not whole partitions. The golfer's bucket-list courses are always kept (those beyond the
 * last ring read come by one BatchGetItem); then the kept courses' community figures, one BatchGetItem.
 */
export async function nearbyCourses(userId: string, query: NearbyQuery): Promise<NearbyResponse> {
  const place = { latitude: query.latitude, longitude: query.longitude };
  const prioritiesRead = bucketPriorities(userId);
  const listRanksRead = ownListCourseRanks(userId);
  const within = new Map<string, Found>();
  const read = new Set<string>();
  let reachedMiles = 0;
  let truncated = false;
  const priorities = await prioritiesRead;
  for (const ring of searchRings(query.radiusMiles)) {
    const cells = coverCells(query.latitude, query.longitude, ring).filter((cell) => !read.has(cell));
    const cellItems = await Promise.all(cells.map((cell) => listCoursesInCell(cell)));
    for (const cell of cells) read.add(cell);
    for (const item of cellItems.flat()) {
      const miles = greatCircleMiles(place, {
        latitude: Number(item.latitude),
        longitude: Number(item.longitude),
      });
      if (!(miles <= query.radiusMiles)) continue;
      const id = String(item.courseId);
      within.set(id, foundCourse(item, miles, priorities.get(id)));
    }
    reachedMiles = ring;
    const inRing = [...within.values()].filter((course) => course.miles <= ring).length;
    if (ring < query.radiusMiles && inRing >= NEARBY_MAX_RESULTS) {
      truncated = true;
      break;
    }
  }
  const nearest = [...within.values()]
    .filter((course) => course.miles <= reachedMiles)
    .sort((a, b) => a.miles - b.miles);
  if (nearest.length > NEARBY_MAX_RESULTS) truncated = true;
  const kept = new Map(nearest.slice(0, NEARBY_MAX_RESULTS).map((course) => [course.id, course]));
  for (const course of within.values()) if (course.bucketPriority !== null) kept.set(course.id, course);
  const missingBucket = [...priorities.keys()].filter((id) => !within.has(id));
  for (const course of await bucketCoursesOutside(missingBucket, place, query.radiusMiles, priorities)) {
    kept.set(course.id, course);
  }
  const figures = await getCommunityFigures([...kept.keys()]);
  const listRanks = await listRanksRead;
  const courses = [...kept.values()]
    .map((course) => ({
      ...course,
      ...(figures.get(course.id) ?? { userRating: 0, reviewCount: 0 }),
      listRank: listRanks.get(course.id),
    }))
    .sort(compareNearby)
    .map(({ listRank: _rank, ...course }) => course);
  return { courses, truncated };
}
