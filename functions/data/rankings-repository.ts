import { batchWrite } from './batch-write';
import { queryPages } from './query-pages';
import { RANKED_COURSES_PARTITION, RANKING_ENTITY, courseKeys } from './keys/course-keys';

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
  await batchWrite(
    entries.map((entry) => ({
      PutRequest: {
        Item: {
          ...courseKeys.rankingEntry(entry),
          ...courseKeys.rankedCourseIndex(entry.courseId, entry),
          entity: RANKING_ENTITY,
          ...entry,
        },
      },
    })),
  );
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
