import { mapCourseSchema, mapStatusOf, type MapCourse } from '../../shared/schemas/course-map';
import { getCourseItemsByIds } from './courses-repository';
import { courseKeys } from './keys/course-keys';
import { queryPages } from './query-pages';

const MAP_FIELDS = Object.keys(mapCourseSchema.shape).filter((field) => field !== 'status');

/**
 * Access pattern: the golfer's courses on the map, played or on the bucket list, with their status. One
 * Query of the golfer's course links (kept by the round and bucket-list writes; bounded by the courses they
 * played or listed, never the rounds or the table), then one BatchGetItem per 100 of those courses, projected
 * to what a marker and its popup show. A course without a position is left out (spec §4).
 */
export async function listMyMapCourses(userId: string): Promise<MapCourse[]> {
  const statuses = new Map<string, MapCourse['status']>();
  for await (const links of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': courseKeys.courseLink(userId, '').pk,
      ':prefix': courseKeys.courseLinkPrefix(),
    },
    ProjectionExpression: 'courseId, played, bucketList',
  })) {
    for (const link of links) {
      const status = mapStatusOf({ played: link.played === true, bucketList: link.bucketList === true });
      if (status !== 'available') statuses.set(String(link.courseId), status);
    }
  }
  const items = await getCourseItemsByIds([...statuses.keys()], MAP_FIELDS);
  return [...items.values()].flatMap((item) => {
    const parsed = mapCourseSchema.safeParse({
      ...Object.fromEntries(MAP_FIELDS.map((field) => [field, item[field] ?? null])),
      status: statuses.get(String(item.id)),
    });
    return parsed.success ? [parsed.data] : [];
  });
}
