import {
  mapCourseSchema,
  mapStatusOf,
  myMapCourseSchema,
  type MyMapCourse,
} from '#shared/schemas/course-map';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { courseKeys } from '../data/keys/course-keys';
import { LINK_MARKED_ATTRIBUTE } from '../data/keys/played-keys';
import { queryPages } from '../data/query-pages';

const MAP_FIELDS = Object.keys(mapCourseSchema.shape).filter((field) => field !== 'status');

/**
 * Access pattern: the golfer's courses on the map, played or on the bucket list, with their status. One
 * Query of the golfer's course links (kept by the round and bucket-list writes; bounded by the courses they
 * played or listed, never the rounds or the table), then one BatchGetItem per 100 of those courses, projected
 * to what a marker and its popup show. A course without a position is left out (docs/product-rules.md#maps).
 */
export async function listMyMapCourses(userId: string): Promise<MyMapCourse[]> {
  const links = new Map<string, { played: boolean; bucketList: boolean; withoutRound: boolean }>();
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': courseKeys.courseLink(userId, '').pk,
      ':prefix': courseKeys.courseLinkPrefix(),
    },
    ProjectionExpression: 'courseId, played, bucketList, roundCount, #marked',
    ExpressionAttributeNames: { '#marked': LINK_MARKED_ATTRIBUTE },
  })) {
    for (const item of page) {
      const flags = {
        played: item.played === true,
        bucketList: item.bucketList === true,
        // Marked played with no round logged there (functions/played).
        withoutRound:
          item.played === true && item[LINK_MARKED_ATTRIBUTE] === true && !(Number(item.roundCount) > 0),
      };
      if (flags.played || flags.bucketList) links.set(String(item.courseId), flags);
    }
  }
  const items = await getCourseItemsByIds([...links.keys()], MAP_FIELDS);
  return [...items.values()].flatMap((item) => {
    const flags = links.get(String(item.id));
    const parsed = myMapCourseSchema.safeParse({
      ...Object.fromEntries(MAP_FIELDS.map((field) => [field, item[field] ?? null])),
      status: mapStatusOf(flags),
      onBucketList: flags?.bucketList === true,
      playedWithoutRound: flags?.withoutRound === true,
    });
    return parsed.success ? [parsed.data] : [];
  });
}
