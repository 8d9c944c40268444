import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MarkPlayed, PlayedMark } from '#shared/played/played-mark';
import { documentClient, tableName } from '../data/dynamo-client';
import { bucketListKeys } from '../data/keys/bucket-list-keys';
import { COURSE_LINK_ENTITY, courseKeys } from '../data/keys/course-keys';
import {
  BUCKET_MARK_TICK,
  LINK_MARKED_ATTRIBUTE,
  PLAYED_MARK_ENTITY,
  playedKeys,
} from '../data/keys/played-keys';
import { queryPages } from '../data/query-pages';
import { retryWhileRacing, sendTransaction, type TransactItem } from '../data/transact-write';
import { wasCancelledByAnyCondition, wasCancelledOnlyByConflict } from '../data/transaction-errors';
import { Conflict, NotFound } from '../lib/domain-errors';
import { readPassportCourse } from '../passport/passport-repository';
import { passportCourseAttributes, setClauses } from '../passport/passport-totals';
import { openAccountCheck } from '../users/open-account';

/**
 * Played marks: "I've played it" without a round (docs/product-rules.md#played-without-a-round). A mark is
 * its own item (`USER#<sub>` / `PLAYEDMARK#<courseId>`: the year, the note, the import that added it) and,
 * in the same transaction, the course link's `played` and `marked` flags with the course's passport facts
 * (so the map, the stats, the passport and the achievements count it as they count a round's course, and a
 * course played by rounds and marked counts once), and the bucket-list entry's tick when the course is listed.
 *
 * The import pipeline builds on `markPlayedItems` / `unmarkPlayedItems`: they return the transaction items
 * (no open-account check: at most one per transaction, the caller's) for its own batch transactions.
 */

/** What a played-mark write may not find: the course to mark, or the golfer's mark of it. */
export type PlayedMarkMiss = 'course' | 'mark';
/** A mark write that met a change it did not read (a round or a bucket-list write at the same course). */
export type PlayedMarkConflict = 'played-mark-changed';

export interface MarkPlayedOptions {
  /** The import batch that adds the mark: stored on it, so undoing the batch removes exactly its marks. */
  importBatchId?: string;
  /**
   * The course's passport facts (as `readPassportCourse` answers them), for a course created in the same
   * transaction (an import's new custom course); read from the catalog otherwise.
   */
  passportCourse?: Record<string, unknown>;
  now?: Date;
}

export interface MarkPlayedPlan {
  /** The transaction items (none when an import meets a course marked already: it is left as it is). */
  items: TransactItem[];
  /** The mark as it will be once the items are written (the existing one when nothing is written). */
  mark: PlayedMark;
  created: boolean;
}

function toPlayedMark(item: Record<string, unknown>): PlayedMark {
  return {
    courseId: String(item.courseId),
    year: typeof item.year === 'number' ? item.year : null,
    before2000: item.before2000 === true,
    note: typeof item.note === 'string' ? item.note : null,
    markedAt: String(item.markedAt),
    importBatchId: typeof item.importBatchId === 'string' ? item.importBatchId : null,
  };
}

/** A mark's bucket-list tick value (played-keys.ts, BUCKET_MARK_TICK). */
export function playedMarkTick(mark: Pick<PlayedMark, 'year' | 'before2000'>): string | number {
  if (mark.year != null) return mark.year;
  return mark.before2000 ? 'before-2000' : '';
}

async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
}

// ---------------------------------------------------------------------------------------------- reads

/** Access pattern: the golfer's mark of one course (one consistent GetItem), or undefined. */
export async function getPlayedMark(userId: string, courseId: string): Promise<PlayedMark | undefined> {
  const item = await getItem(playedKeys.mark(userId, courseId));
  return item ? toPlayedMark(item) : undefined;
}

/**
 * Access pattern: every mark of the golfer (a Query of their partition's PLAYEDMARK# items, about 150 bytes
 * each: one page for thousands), in course-id order.
 */
export async function listPlayedMarks(userId: string): Promise<PlayedMark[]> {
  const { pk, skPrefix } = playedKeys.marksOfUser(userId);
  const marks: PlayedMark[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of items) marks.push(toPlayedMark(item));
  }
  return marks;
}

// --------------------------------------------------------------------------------------------- writes

/**
 * The transaction items that mark a course played (read first: the mark, the course link, the bucket-list
 * entry and, unless given, the course's passport facts). NotFound('course') when the course is gone.
 *
 * - The mark is put, conditioned on what was read (absent, or the same `markedAt`): a concurrent mark cancels.
 *   A golfer's mark again keeps its `markedAt` and drops any `importBatchId` (the golfer owns it now); an
 *   import meeting a course marked already writes nothing, so its undo takes nothing the golfer had.
 * - The course link gains `played` and `marked` and the course's passport facts; its rounds, round count and
 *   bucket-list flag stay as they are.
 * - A listed course's entry gains its mark tick; an unlisted one is checked still unlisted (a course listed at
 *   the same moment cancels one of the two writes instead of missing the tick).
 */
export async function markPlayedItems(
  userId: string,
  courseId: string,
  input: MarkPlayed,
  options: MarkPlayedOptions = {},
): Promise<MarkPlayedPlan> {
  const markKey = playedKeys.mark(userId, courseId);
  const entryKey = bucketListKeys.entry(userId, courseId);
  const [existing, entry, passportCourse] = await Promise.all([
    getItem(markKey),
    getItem(entryKey),
    options.passportCourse ?? readPassportCourse(courseId),
  ]);
  if (!passportCourse) throw new NotFound<PlayedMarkMiss>('course');
  if (existing && options.importBatchId !== undefined) {
    return { items: [], mark: toPlayedMark(existing), created: false };
  }
  const mark: PlayedMark = {
    courseId,
    year: input.year,
    before2000: input.year == null && input.before2000,
    note: input.note,
    markedAt:
      typeof existing?.markedAt === 'string' ? existing.markedAt : (options.now ?? new Date()).toISOString(),
    importBatchId: options.importBatchId ?? null,
  };
  const course = setClauses(passportCourseAttributes(passportCourse), 'course');
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...markKey,
          entity: PLAYED_MARK_ENTITY,
          courseId,
          year: mark.year,
          before2000: mark.before2000,
          note: mark.note,
          markedAt: mark.markedAt,
          ...(mark.importBatchId === null ? {} : { importBatchId: mark.importBatchId }),
        },
        ConditionExpression: existing ? 'markedAt = :markedAt' : 'attribute_not_exists(pk)',
        ...(existing ? { ExpressionAttributeValues: { ':markedAt': existing.markedAt } } : {}),
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: courseKeys.courseLink(userId, courseId),
        UpdateExpression: `SET ${['entity = :entity, courseId = :courseId, played = :true, #marked = :true, bucketList = if_not_exists(bucketList, :false)', ...course.clauses].join(', ')}`,
        ExpressionAttributeNames: { '#marked': LINK_MARKED_ATTRIBUTE, ...course.names },
        ExpressionAttributeValues: {
          ':entity': COURSE_LINK_ENTITY,
          ':courseId': courseId,
          ':true': true,
          ':false': false,
          ...course.values,
        },
      },
    },
    entry
      ? {
          Update: {
            TableName: tableName(),
            Key: entryKey,
            UpdateExpression: 'SET #tick = :tick',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#tick': BUCKET_MARK_TICK },
            ExpressionAttributeValues: { ':tick': playedMarkTick(mark) },
          },
        }
      : {
          ConditionCheck: {
            TableName: tableName(),
            Key: entryKey,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
  ];
  return { items, mark, created: !existing };
}

export interface UnmarkPlayedOptions {
  /** Only a mark this import batch added is removed (an import's undo); any other is left: no items. */
  importBatchId?: string;
}

/**
 * The transaction items that take a mark away (read first: the mark, the course link, the bucket-list
 * entry). NotFound('mark') when the course is not marked. The course link keeps `played` while rounds are
 * logged there (the course stays an ordinary played course); without rounds it loses `played` and, when the
 * course is not on the bucket list either, goes (so the course leaves "my courses"). Each write is
 * conditioned on what it was decided from, so a round or a bucket-list write at the same moment cancels the
 * transaction (read again and retry) instead of miscounting.
 */
export async function unmarkPlayedItems(
  userId: string,
  courseId: string,
  options: UnmarkPlayedOptions = {},
): Promise<{ items: TransactItem[]; mark: PlayedMark }> {
  const markKey = playedKeys.mark(userId, courseId);
  const linkKey = courseKeys.courseLink(userId, courseId);
  const entryKey = bucketListKeys.entry(userId, courseId);
  const [existing, link, entry] = await Promise.all([getItem(markKey), getItem(linkKey), getItem(entryKey)]);
  if (!existing) throw new NotFound<PlayedMarkMiss>('mark');
  const mark = toPlayedMark(existing);
  if (options.importBatchId !== undefined && mark.importBatchId !== options.importBatchId) {
    return { items: [], mark };
  }
  const count = typeof link?.roundCount === 'number' ? link.roundCount : 0;
  const noRounds = 'attribute_not_exists(roundCount) OR roundCount = :zero';
  const names = { '#marked': LINK_MARKED_ATTRIBUTE };
  let linkItem: TransactItem;
  if (count > 0) {
    linkItem = {
      Update: {
        TableName: tableName(),
        Key: linkKey,
        UpdateExpression: 'REMOVE #marked',
        ConditionExpression: 'roundCount > :zero',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':zero': 0 },
      },
    };
  } else if (link?.bucketList === true) {
    linkItem = {
      Update: {
        TableName: tableName(),
        Key: linkKey,
        UpdateExpression: 'SET played = :false REMOVE #marked',
        ConditionExpression: `(${noRounds}) AND bucketList = :true`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':zero': 0, ':true': true, ':false': false },
      },
    };
  } else {
    linkItem = {
      Delete: {
        TableName: tableName(),
        Key: linkKey,
        ConditionExpression: `attribute_not_exists(pk) OR ((${noRounds}) AND (attribute_not_exists(bucketList) OR bucketList = :false))`,
        ExpressionAttributeValues: { ':zero': 0, ':false': false },
      },
    };
  }
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: markKey,
        ConditionExpression: 'markedAt = :markedAt',
        ExpressionAttributeValues: { ':markedAt': mark.markedAt },
      },
    },
    linkItem,
    entry
      ? {
          Update: {
            TableName: tableName(),
            Key: entryKey,
            UpdateExpression: 'REMOVE #tick',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#tick': BUCKET_MARK_TICK },
          },
        }
      : {
          ConditionCheck: {
            TableName: tableName(),
            Key: entryKey,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
  ];
  return { items, mark };
}

/**
 * A write that read before it wrote, run again while it loses a race: a condition that failed means a round
 * or bucket-list write changed what was read, so it reads again (within retryWhileRacing's budget; 503 after).
 */
async function writeAfterReading<T extends { items: TransactItem[] }>(
  userId: string,
  plan: () => Promise<T>,
): Promise<T> {
  return retryWhileRacing(
    async () => {
      const planned = await plan();
      if (planned.items.length === 0) return planned;
      try {
        await sendTransaction([...planned.items, openAccountCheck(userId)]);
      } catch (error) {
        if (wasCancelledByAnyCondition(error))
          throw new Conflict<PlayedMarkConflict>('played-mark-changed', { cause: error });
        throw error;
      }
      return planned;
    },
    { raced: (error) => error instanceof Conflict || wasCancelledOnlyByConflict(error) },
  );
}

/** Access pattern: mark a course played (the golfer's own mark: PUT /api/played-courses/{courseId}). */
export async function markCoursePlayed(
  userId: string,
  courseId: string,
  input: MarkPlayed,
  now = new Date(),
): Promise<{ mark: PlayedMark; created: boolean }> {
  const { mark, created } = await writeAfterReading(userId, () =>
    markPlayedItems(userId, courseId, input, { now }),
  );
  return { mark, created };
}

/** Access pattern: take a mark away (DELETE /api/played-courses/{courseId}). */
export async function unmarkCoursePlayed(userId: string, courseId: string): Promise<PlayedMark> {
  const { mark } = await writeAfterReading(userId, () => unmarkPlayedItems(userId, courseId));
  return mark;
}
