import { listOwnLists } from './own-lists-repository';

/**
 * The courses on the golfer's own lists, each with its best place on any of them (0 first in its list), for
 * the trip planner's order (docs/product-rules.md#trips): one Query of their own lists (listOwnLists).
 */
export async function ownListCourseRanks(userId: string): Promise<Map<string, number>> {
  const ranks = new Map<string, number>();
  for (const list of await listOwnLists(userId)) {
    list.courseIds.forEach((courseId, place) => {
      ranks.set(courseId, Math.min(place, ranks.get(courseId) ?? place));
    });
  }
  return ranks;
}
