import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { slugOf } from '#shared/collections/membership';
import { documentClient, tableName } from '../data/dynamo-client';
import {
  RANKING_SOURCES_PARTITION,
  RANKING_SOURCE_ENTITY,
  collectionKeys,
} from '../data/keys/collection-keys';
import { RANKED_COURSES_PARTITION, courseKeys } from '../data/keys/course-keys';
import { queryPages } from '../data/query-pages';

/**
 * The rankings an operator imported, as lists (docs/product-rules.md, "Collections"): shown by their
 * source's name and year, in the ranking's own order. Fescue ships no ranking; the operator imports one only
 * under the source's licence (docs/operations.md). A source item per imported ranking says which exist.
 */

export interface RankingList {
  id: string;
  name: string;
  source: string;
  year: number;
}

export function rankingListId(source: string, year: number): string {
  return `ranking.${slugOf(source) || 'source'}.${year}`;
}

export function rankingListName(source: string, year: number): string {
  return `${source} (${year})`;
}

/** The source item an import writes beside its entries (functions/ratings/rankings-repository.ts). */
export function rankingSourceItem(source: string, year: number): Record<string, unknown> {
  return {
    ...collectionKeys.rankingSource(rankingListId(source, year)),
    entity: RANKING_SOURCE_ENTITY,
    source,
    year,
  };
}

function toRankingList(item: Record<string, unknown>): RankingList {
  const source = String(item.source);
  const year = Number(item.year);
  return { id: String(item.sk), name: rankingListName(source, year), source, year };
}

/** Access pattern: every imported ranking (one Query of the RANKINGSOURCES partition). */
export async function listRankingLists(): Promise<RankingList[]> {
  const lists: RankingList[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': RANKING_SOURCES_PARTITION },
  })) {
    for (const item of items) lists.push(toRankingList(item));
  }
  return lists;
}

/** Access pattern: one imported ranking by its list id (GetItem). */
export async function getRankingList(listId: string): Promise<RankingList | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: collectionKeys.rankingSource(listId) }),
  );
  return Item ? toRankingList(Item) : undefined;
}

/**
 * Access pattern: a ranking's course ids in its order (one Query of its RANKING#<source>#<year> partition,
 * region then position), each course once.
 */
export async function listRankingCourseIds(list: Pick<RankingList, 'source' | 'year'>): Promise<string[]> {
  const { pk } = courseKeys.rankingEntry({ ...list, region: '', position: 0 });
  const ids: string[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'courseId',
  })) {
    for (const item of items) if (typeof item.courseId === 'string') ids.push(item.courseId);
  }
  return [...new Set(ids)];
}

/** Access pattern: the rankings that list a course (gsi1 RANKED_COURSES, the course's own key range). */
export async function listRankingListIdsOfCourse(courseId: string): Promise<string[]> {
  const ids = new Set<string>();
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': RANKED_COURSES_PARTITION, ':prefix': `${courseId}#` },
    ProjectionExpression: '#source, #year',
    ExpressionAttributeNames: { '#source': 'source', '#year': 'year' },
  })) {
    for (const item of items) ids.add(rankingListId(String(item.source), Number(item.year)));
  }
  return [...ids];
}
