import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../data/batch-write';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import { rankingSourceItem } from '../collections/ranking-lists-repository';
import {
  RANKED_COURSE_IDS_ENTITY,
  RANKED_COURSES_PARTITION,
  RANKING_ENTITY,
  courseKeys,
} from '../data/keys/course-keys';

/** One row of an imported ranking (an operator's CSV; Fescue ships none). */
export interface RankingEntry {
  source: string;
  year: number;
  position: number;
  region: string;
  courseId: string;
  notes: string | null;
}

/**
 * Access pattern: write ranking rows. Keyed by source, year, region and position, so importing the same
 * file again overwrites the same items (idempotent), and a corrected row replaces the old one.
 */
export async function putRankingEntries(entries: readonly RankingEntry[]): Promise<void> {
  await addRankedCourseIds(entries.map((entry) => entry.courseId));
  // Each ranking imported is a list on the Collections screen (functions/collections).
  const sources = new Map(entries.map((entry) => [`${entry.source}#${entry.year}`, entry]));
  await batchWrite([
    ...[...sources.values()].map((entry) => ({
      PutRequest: { Item: rankingSourceItem(entry.source, entry.year) },
    })),
    ...entries.map((entry) => ({
      PutRequest: {
        Item: {
          ...courseKeys.rankingEntry(entry),
          ...courseKeys.rankedCourseIndex(entry.courseId, entry),
          entity: RANKING_ENTITY,
          ...entry,
        },
      },
    })),
  ]);
}

/** Access pattern: the distinct ids of ranked courses (gsi1 RANKED_COURSES, sorted by course id). */
export async function listRankedCourseIds(): Promise<string[]> {
  const ids = new Set<string>();
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': RANKED_COURSES_PARTITION },
    ProjectionExpression: 'courseId',
  })) {
    for (const item of items) if (typeof item.courseId === 'string') ids.add(item.courseId);
  }
  return [...ids];
}

/**
 * Access pattern: add course ids to the ranked-ids item (a string set, `ADD`: importing again changes
 * nothing). The passport reads it with the golfer's profile in one BatchGetItem instead of paging the index.
 */
export async function addRankedCourseIds(courseIds: readonly string[]): Promise<void> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: courseKeys.rankedCourseIds(),
      UpdateExpression: 'SET entity = :entity ADD courseIds :ids',
      ExpressionAttributeValues: { ':entity': RANKED_COURSE_IDS_ENTITY, ':ids': new Set(ids) },
    }),
  );
}

/** The ranked ids held by a ranked-ids item read elsewhere (a BatchGetItem); null when none is loaded. */
export function rankedCourseIdsOf(item: Record<string, unknown> | undefined): Set<string> | null {
  const ids = item?.courseIds;
  if (!(ids instanceof Set) || ids.size === 0) return null;
  return new Set([...ids].map(String));
}
