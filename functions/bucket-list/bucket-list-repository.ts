import { readPassportCourse } from '../passport/passport-repository';
import { passportCourseAttributes, setClauses } from '../passport/passport-totals';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BucketListEntry } from '#shared/schemas/bucket-list';
import { Conflict, NotFound } from '../lib/domain-errors';
import { toCourse } from '../courses/course-items';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import { COURSE_LINK_ENTITY, courseKeys } from '../data/keys/course-keys';
import {
  BUCKET_ENTRY_ENTITY,
  BUCKET_TOTALS_ENTITY,
  bucketListKeys,
  bucketListPageKeys,
  bucketListPartition,
  PLAYED_ROUND_PREFIX,
  playedRoundAttribute,
} from '../data/keys/bucket-list-keys';
import { roundsByPlayedAtPartition } from '../data/keys/round-keys';
import { BUCKET_MARK_TICK, LINK_MARKED_ATTRIBUTE } from '../data/keys/played-keys';
import { getPlayedMark, playedMarkTick } from '../played';
import { queryPages } from '../data/query-pages';
import { withCommunityFigures } from '../ratings/community-ratings-repository';
import { transactWrite, type TransactItem } from '../data/transact-write';
import { wasCancelledByAnyCondition, wasCancelledByCondition } from '../data/transaction-errors';

/** What a bucket-list write may not find: the course to list, or the golfer's entry for it. */
export type BucketListMiss = 'course' | 'entry';

/** An entry as stored, without its course. */
export type StoredBucketEntry = Omit<BucketListEntry, 'course'>;

/** The entry's first played date: the earliest of the rounds that ticked it off, or null. */
function playedAtOf(item: Record<string, unknown>): string | null {
  const dates = Object.entries(item)
    .filter(([name]) => name.startsWith(PLAYED_ROUND_PREFIX))
    .map(([, value]) => String(value))
    .sort();
  return dates[0] ?? null;
}

function toStoredEntry(item: Record<string, unknown>): StoredBucketEntry {
  const courseId = String(item.courseId);
  return {
    id: courseId,
    courseId,
    notes: typeof item.notes === 'string' ? item.notes : null,
    priority: Number(item.priority),
    addedAt: String(item.addedAt),
    playedAt: playedAtOf(item),
    playedWithoutRound: item[BUCKET_MARK_TICK] !== undefined,
  };
}

/** Entries with their courses (community figures included); an entry whose course is gone is left out. */
async function withCourses(entries: readonly StoredBucketEntry[]): Promise<BucketListEntry[]> {
  const items = await getCourseItemsByIds(entries.map((entry) => entry.courseId));
  const courses = new Map(
    (await withCommunityFigures([...items.values()].map(toCourse))).map((course) => [course.id, course]),
  );
  return entries.flatMap((entry) => {
    const course = courses.get(entry.courseId);
    return course ? [{ ...entry, course }] : [];
  });
}

// ---------------------------------------------------------------------------------------------- reads

async function getEntryItem(userId: string, courseId: string) {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: bucketListKeys.entry(userId, courseId),
      ConsistentRead: true,
    }),
  );
  return Item;
}

/** Access pattern: one entry of the golfer's bucket list, with its course. */
export async function getBucketEntry(userId: string, courseId: string): Promise<BucketListEntry | undefined> {
  const item = await getEntryItem(userId, courseId);
  if (!item) return undefined;
  return (await withCourses([toStoredEntry(item)]))[0];
}

/** Access pattern: the number of entries (one GetItem of the counter the entry writes keep). */
export async function countBucketEntries(userId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: bucketListKeys.totals(userId), ConsistentRead: true }),
  );
  return typeof Item?.entries === 'number' ? Math.max(0, Item.entries) : 0;
}

/**
 * Access pattern: the golfer's bucket list, highest priority first, a page at a time (gsi1 USER#<sub>#BUCKET),
 * with the courses (one BatchGetItem) and the total from the counter.
 */
export async function listBucketEntries(
  userId: string,
  limit: number,
  cursor?: string,
): Promise<{ entries: BucketListEntry[]; total: number; nextCursor?: string }> {
  const startKey = decodeCursor(cursor, bucketListPageKeys.byPriority(userId));
  const [{ Items, LastEvaluatedKey }, total] = await Promise.all([
    documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': bucketListPartition(userId) },
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    ),
    countBucketEntries(userId),
  ]);
  const nextCursor = encodeCursor(LastEvaluatedKey);
  return {
    entries: await withCourses((Items ?? []).map(toStoredEntry)),
    total,
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/**
 * The dates of the golfer's rounds at one course, by round id: a course added to the bucket list after it was
 * played starts ticked off. A Query of the golfer's own rounds index (bounded by their rounds, never the
 * table), filtered to the course; it runs only when the course link says the course was played.
 */
async function roundDatesAtCourse(userId: string, courseId: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'courseId = :courseId',
    ExpressionAttributeValues: { ':pk': roundsByPlayedAtPartition(userId), ':courseId': courseId },
    ProjectionExpression: 'id, playedAt',
  })) {
    for (const item of items) dates.set(String(item.id), String(item.playedAt));
  }
  return dates;
}

// --------------------------------------------------------------------------------------------- writes

function totalsChange(userId: string, by: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bucketListKeys.totals(userId),
      UpdateExpression: 'SET entity = :entity ADD entries :by',
      ExpressionAttributeValues: { ':entity': BUCKET_TOTALS_ENTITY, ':by': by },
    },
  };
}

/**
 * Access pattern: add a course to the bucket list. One TransactWriteItems: the course exists, the entry is
 * new (a course listed already answers its entry, `created: false`), the course link gains its bucket-list
 * flag (conditioned on the round count read, so a round logged meanwhile cancels rather than goes unticked),
 * and the counter grows.
 */
export async function addBucketEntry(
  userId: string,
  input: { courseId: string; notes: string | null; priority: number },
  now = new Date(),
): Promise<{ entry: BucketListEntry; created: boolean }> {
  const existing = await getBucketEntry(userId, input.courseId);
  if (existing) return { entry: existing, created: false };
  const linkKey = courseKeys.courseLink(userId, input.courseId);
  const { Item: link } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: linkKey, ConsistentRead: true }),
  );
  const roundCount = typeof link?.roundCount === 'number' ? link.roundCount : undefined;
  // A course marked played without a round (functions/played) starts ticked off by its mark.
  const marked = link?.[LINK_MARKED_ATTRIBUTE] === true;
  const mark = marked ? await getPlayedMark(userId, input.courseId) : undefined;
  const ticks = link?.played === true ? await roundDatesAtCourse(userId, input.courseId) : new Map();
  // The course's passport facts ride on the link (functions/passport/passport-totals.ts).
  const passportCourse = await readPassportCourse(input.courseId);
  const course = setClauses(passportCourse ? passportCourseAttributes(passportCourse) : {}, 'course');
  const addedAt = now.toISOString();
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: courseKeys.course(input.courseId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...bucketListKeys.entry(userId, input.courseId),
          ...bucketListKeys.byPriority(userId, input.priority, addedAt, input.courseId),
          entity: BUCKET_ENTRY_ENTITY,
          courseId: input.courseId,
          notes: input.notes,
          priority: input.priority,
          addedAt,
          ...Object.fromEntries([...ticks].map(([roundId, date]) => [playedRoundAttribute(roundId), date])),
          ...(mark ? { [BUCKET_MARK_TICK]: playedMarkTick(mark) } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: linkKey,
        UpdateExpression: `SET ${['entity = :entity, courseId = :courseId, bucketList = :true, played = if_not_exists(played, :false)', ...course.clauses].join(', ')}`,
        // Conditioned on the round count and the mark read: a round or a mark meanwhile cancels rather than
        // goes unticked.
        ConditionExpression: `${roundCount === undefined ? 'attribute_not_exists(roundCount)' : 'roundCount = :count'} AND ${marked ? '#marked = :true' : '(attribute_not_exists(#marked) OR #marked = :false)'}`,
        ExpressionAttributeNames: { ...course.names, '#marked': LINK_MARKED_ATTRIBUTE },
        ExpressionAttributeValues: {
          ...course.values,
          ':entity': COURSE_LINK_ENTITY,
          ':courseId': input.courseId,
          ':true': true,
          ':false': false,
          ...(roundCount === undefined ? {} : { ':count': roundCount }),
        },
      },
    },
    totalsChange(userId, 1),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (wasCancelledByCondition(error, 0)) throw new NotFound<BucketListMiss>('course');
    if (wasCancelledByCondition(error, 1)) {
      // Added by another request meanwhile (a double click): the entry it made is the answer.
      const entry = await getBucketEntry(userId, input.courseId);
      if (entry) return { entry, created: false };
    }
    if (wasCancelledByAnyCondition(error)) throw new Conflict('bucket-list-changed');
    throw error;
  }
  const entry = await getBucketEntry(userId, input.courseId);
  if (!entry) throw new Conflict('bucket-list-changed');
  return { entry, created: true };
}

/** Access pattern: change an entry's notes or priority (its index key follows the priority). */
export async function updateBucketEntry(
  userId: string,
  courseId: string,
  update: { notes?: string | null; priority?: number },
): Promise<BucketListEntry> {
  const current = await getEntryItem(userId, courseId);
  if (!current) throw new NotFound<BucketListMiss>('entry');
  const entry = toStoredEntry(current);
  const priority = update.priority ?? entry.priority;
  const notes = update.notes === undefined ? entry.notes : update.notes;
  const { gsi1sk } = bucketListKeys.byPriority(userId, priority, entry.addedAt, courseId);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bucketListKeys.entry(userId, courseId),
        UpdateExpression: 'SET priority = :priority, notes = :notes, gsi1sk = :gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':priority': priority, ':notes': notes, ':gsi1sk': gsi1sk },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new NotFound<BucketListMiss>('entry');
    }
    throw error;
  }
  const updated = await getBucketEntry(userId, courseId);
  if (!updated) throw new NotFound<BucketListMiss>('entry');
  return updated;
}

/**
 * Access pattern: remove a course from the bucket list. One TransactWriteItems: the entry goes (404 when it
 * is not there), the course link loses its bucket-list flag (and is deleted when the course was not played
 * either, conditioned on what was read), and the counter shrinks.
 */
export async function removeBucketEntry(userId: string, courseId: string): Promise<void> {
  const linkKey = courseKeys.courseLink(userId, courseId);
  const { Item: link } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: linkKey, ConsistentRead: true }),
  );
  const linkItem: TransactItem =
    link?.played === true
      ? {
          Update: {
            TableName: tableName(),
            Key: linkKey,
            UpdateExpression: 'SET bucketList = :false',
            ConditionExpression: 'played = :true',
            ExpressionAttributeValues: { ':false': false, ':true': true },
          },
        }
      : {
          Delete: {
            TableName: tableName(),
            Key: linkKey,
            ConditionExpression:
              'attribute_not_exists(pk) OR attribute_not_exists(played) OR played = :false',
            ExpressionAttributeValues: { ':false': false },
          },
        };
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: bucketListKeys.entry(userId, courseId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      linkItem,
      totalsChange(userId, -1),
    ]);
  } catch (error) {
    if (wasCancelledByCondition(error, 0)) throw new NotFound<BucketListMiss>('entry');
    if (wasCancelledByAnyCondition(error)) throw new Conflict('bucket-list-changed');
    throw error;
  }
}
