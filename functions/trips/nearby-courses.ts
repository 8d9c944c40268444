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

/**
 * Every course within the radius of a place (docs/product-rules.md#trips), in the planner's order: the cells
 * covering the circle read side by side (a dozen Queries at most, docs/data-model.md "Courses near a
 * place"), with the golfer's bucket list; the points outside the circle dropped; the nearest
 * NEARBY_MAX_RESULTS kept (bucket-list courses always); then their community figures, one BatchGetItem.
 */
export async function nearbyCourses(userId: string, query: NearbyQuery): Promise<NearbyResponse> {
  const place = { latitude: query.latitude, longitude: query.longitude };
  const cells = coverCells(query.latitude, query.longitude, query.radiusMiles);
  const [cellItems, priorities] = await Promise.all([
    Promise.all(cells.map((cell) => listCoursesInCell(cell))),
    bucketPriorities(userId),
  ]);
  const within = new Map<string, Omit<NearbyCourse, 'userRating' | 'reviewCount'>>();
  for (const item of cellItems.flat()) {
    const latitude = Number(item.latitude);
    const longitude = Number(item.longitude);
    const miles = greatCircleMiles(place, { latitude, longitude });
    if (!(miles <= query.radiusMiles)) continue;
    const id = String(item.courseId);
    within.set(id, {
      id,
      name: String(item.name),
      city: String(item.city ?? ''),
      state: typeof item.state === 'string' ? item.state : null,
      country: String(item.country ?? ''),
      latitude,
      longitude,
      miles: Math.round(miles * 10) / 10,
      custom: item.custom === true,
      bucketPriority: priorities.get(id) ?? null,
    });
  }
  const all = [...within.values()].sort(
    (a, b) => Number(b.bucketPriority !== null) - Number(a.bucketPriority !== null) || a.miles - b.miles,
  );
  const kept = all.slice(0, NEARBY_MAX_RESULTS);
  const figures = await getCommunityFigures(kept.map((course) => course.id));
  const courses = kept
    .map((course) => ({ ...course, ...(figures.get(course.id) ?? { userRating: 0, reviewCount: 0 }) }))
    .sort(compareNearby);
  return { courses, truncated: all.length > kept.length };
}
