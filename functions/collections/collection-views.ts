import type { CollectionDetail, CollectionSummary } from '#shared/collections/collection';
import { listProgress, type ListMember } from '#shared/collections/progress';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { NotFound } from '../lib/errors';
import { getCatalogList, listCatalogListMembers, listCatalogLists } from './catalog-lists-repository';
import { readGolferCourses } from './golfer-courses';
import { getOwnList, isOwnListId, listOwnLists, type OwnListMiss } from './own-lists-repository';
import { getRankingList, listRankingCourseIds, listRankingLists } from './ranking-lists-repository';

/**
 * What the Collections screen and a list's page show (docs/product-rules.md, "Collections"), from the
 * repositories' access patterns: never a round, never the catalog beyond the list's own courses.
 */

const MEMBER_FIELDS = ['name', 'location', 'latitude', 'longitude'];

/** Some courses as list members, in the order given (a course no longer in the catalog is left out). */
export async function membersByIds(courseIds: readonly string[]): Promise<ListMember[]> {
  if (courseIds.length === 0) return [];
  const items = await getCourseItemsByIds(courseIds, MEMBER_FIELDS);
  return courseIds.flatMap((id) => {
    const item = items.get(id);
    if (!item) return [];
    return [
      {
        id,
        name: String(item.name),
        place: String(item.location ?? ''),
        latitude: typeof item.latitude === 'number' ? item.latitude : null,
        longitude: typeof item.longitude === 'number' ? item.longitude : null,
      },
    ];
  });
}

/**
 * A list's page for the golfer: the list, its members and the golfer's course links read at once (a
 * catalog list: a GetItem and two Queries; 5,000 rounds change nothing, docs/data-model.md). 404 for an id
 * that names no list, or an own list that is not the golfer's.
 */
export async function collectionDetail(userId: string, listId: string): Promise<CollectionDetail> {
  const golferRead = readGolferCourses(userId);
  const base = await (async () => {
    if (isOwnListId(listId)) {
      const list = await getOwnList(userId, listId);
      if (!list) return undefined;
      return {
        id: list.id,
        name: list.name,
        source: 'own' as const,
        kind: 'own' as const,
        description: list.description,
        visibility: list.visibility,
        members: await membersByIds(list.courseIds),
      };
    }
    if (listId.startsWith('ranking.')) {
      const list = await getRankingList(listId);
      if (!list) return undefined;
      return {
        id: list.id,
        name: list.name,
        source: 'ranking' as const,
        kind: 'ranking' as const,
        description: `The ${list.source} ranking of ${list.year}, as the operator imported it under its licence.`,
        visibility: null,
        members: await membersByIds(await listRankingCourseIds(list)),
      };
    }
    const [list, members] = await Promise.all([getCatalogList(listId), listCatalogListMembers(listId)]);
    if (!list) return undefined;
    members.sort((a, b) => a.name.localeCompare(b.name));
    return {
      id: list.id,
      name: list.name,
      source: 'catalog' as const,
      kind: list.kind,
      description: 'From the facts the course catalog holds: a change to the catalog moves it.',
      visibility: null,
      members,
    };
  })();
  const golfer = await golferRead;
  if (!base) throw new NotFound<OwnListMiss>('collection');
  const progress = listProgress(base.members, golfer.flags, golfer.bucketListPoints);
  const { members: _members, ...rest } = base;
  return { ...rest, ...progress };
}

/**
 * Every list the golfer can follow with their progress: the catalog's lists and imported rankings (the
 * golfer's count from their played courses' memberships), and their own lists.
 */
export async function collectionSummaries(userId: string): Promise<CollectionSummary[]> {
  const [catalog, rankings, own, golfer] = await Promise.all([
    listCatalogLists(),
    listRankingLists(),
    listOwnLists(userId),
    readGolferCourses(userId),
  ]);
  const played = [...golfer.flags].filter(([, flags]) => flags.played).map(([id]) => id);
  const playedSet = new Set(played);
  const [playedItems, rankingIds] = await Promise.all([
    getCourseItemsByIds(played, ['collectionKeys']),
    Promise.all(rankings.map((list) => listRankingCourseIds(list))),
  ]);
  const playedByList = new Map<string, number>();
  for (const item of playedItems.values()) {
    if (!Array.isArray(item.collectionKeys)) continue;
    for (const id of item.collectionKeys)
      playedByList.set(String(id), (playedByList.get(String(id)) ?? 0) + 1);
  }
  return [
    ...own.map((list) => ({
      id: list.id,
      name: list.name,
      source: 'own' as const,
      kind: 'own' as const,
      total: list.courseIds.length,
      played: list.courseIds.filter((id) => playedSet.has(id)).length,
    })),
    ...rankings.map((list, index) => {
      const ids = rankingIds[index] ?? [];
      return {
        id: list.id,
        name: list.name,
        source: 'ranking' as const,
        kind: 'ranking' as const,
        total: ids.length,
        played: ids.filter((id) => playedSet.has(id)).length,
      };
    }),
    ...catalog.map((list) => ({
      id: list.id,
      name: list.name,
      source: 'catalog' as const,
      kind: list.kind,
      total: list.memberCount,
      played: Math.min(list.memberCount, playedByList.get(list.id) ?? 0),
    })),
  ];
}
