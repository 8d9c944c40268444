import type { CollectionAdvance } from '#shared/collections/collection-advance';
import { firstPlayedWithin, playedBefore, playedBy, type FirstPlay } from '#shared/collections/progress';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { getCatalogLists, listCatalogListMemberIds } from './catalog-lists-repository';
import { readFirstPlays } from './golfer-courses';
import { listOwnLists } from './own-lists-repository';
import { getRankingList, listRankingCourseIds, listRankingListIdsOfCourse } from './ranking-lists-repository';

/**
 * The collections a golfer moved along over a stretch of time (ISO dates, inclusive): every list holding a
 * course they first played within it, with the list's size and the courses of it they had played before the
 * stretch and by its end (docs/product-rules.md, "Collections"). A trip report and the year in golf show it.
 *
 * Reads: the golfer's course links (one Query: the first round at each course from its round digests; a
 * course marked played without a round counts as played before any stretch, having no date); nothing more
 * when no course was new. Otherwise the new courses' catalog lists (one BatchGetItem per 100, projected),
 * the rankings and own lists that hold them, and each such list's members (one Query a list).
 */
export async function collectionsAdvanced(
  userId: string,
  from: string,
  to: string,
): Promise<CollectionAdvance[]> {
  const plays = await readFirstPlays(userId);
  const newCourses = [...plays].filter(([, play]) => firstPlayedWithin(play, from, to)).map(([id]) => id);
  if (newCourses.length === 0) return [];

  const [courseItems, rankingIds, ownLists] = await Promise.all([
    getCourseItemsByIds(newCourses, ['collectionKeys']),
    Promise.all(newCourses.map((id) => listRankingListIdsOfCourse(id))),
    listOwnLists(userId),
  ]);
  const catalogIds = new Set<string>();
  for (const item of courseItems.values()) {
    if (Array.isArray(item.collectionKeys)) for (const id of item.collectionKeys) catalogIds.add(String(id));
  }
  const rankingListIds = new Set(rankingIds.flat());
  const newSet = new Set(newCourses);

  const count = (members: readonly string[]) => advanceOf(members, plays, from, to);

  const [catalog, rankings] = await Promise.all([
    (async () => {
      const lists = await getCatalogLists([...catalogIds]);
      return Promise.all(
        lists.map(async (list) => ({
          collectionId: list.id,
          name: list.name,
          source: 'catalog' as const,
          ...count(await listCatalogListMemberIds(list.id)),
        })),
      );
    })(),
    Promise.all(
      [...rankingListIds].map(async (id) => {
        const list = await getRankingList(id);
        if (!list) return undefined;
        return {
          collectionId: list.id,
          name: list.name,
          source: 'ranking' as const,
          ...count(await listRankingCourseIds(list)),
        };
      }),
    ),
  ]);
  const own = ownLists
    .filter((list) => list.courseIds.some((id) => newSet.has(id)))
    .map((list) => ({
      collectionId: list.id,
      name: list.name,
      source: 'own' as const,
      ...count(list.courseIds),
    }));

  return [...catalog, ...rankings.filter((advance) => advance !== undefined), ...own]
    .filter((advance) => advance.playedAfter > advance.playedBefore)
    .sort(
      (a, b) =>
        b.playedAfter - b.playedBefore - (a.playedAfter - a.playedBefore) || a.name.localeCompare(b.name),
    );
}

/** A list's size and the golfer's played count before the stretch and by its end. */
export function advanceOf(
  members: readonly string[],
  plays: ReadonlyMap<string, FirstPlay>,
  from: string,
  to: string,
): Pick<CollectionAdvance, 'total' | 'playedBefore' | 'playedAfter'> {
  let before = 0;
  let after = 0;
  for (const id of members) {
    const play = plays.get(id);
    if (playedBefore(play, from)) before += 1;
    if (playedBy(play, to)) after += 1;
  }
  return { total: members.length, playedBefore: before, playedAfter: after };
}
