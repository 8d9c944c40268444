import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  teeSetChanges,
  type TeeSet,
  type TeeSetChange,
  type TeeSetInput,
  type TeeSetSource,
} from '#shared/scorecards/tee-set';
import { documentClient, tableName } from '../../data/dynamo-client';
import {
  TEE_SET_CHANGE_ENTITY,
  TEE_SET_EDIT_ENTITY,
  TEE_SET_ENTITY,
  teeSetKeys,
} from '../../data/keys/tee-set-keys';
import { openAccountCheck, sendTransaction, type TransactItem } from '../../data/transact-write';
import { wasCancelledByCondition } from '../../data/transaction-errors';
import { listTeeSets, toTeeSet } from './tee-set-reads';
import { Conflict } from '../../lib/errors';

/**
 * A course's tee sets and their history (docs/data-model.md, Courses, access patterns 18a-18d). A tee set is
 * shared by every golfer; each save is a new version, and its change item records who, when and what.
 */

/** Who made a change, as stored: a golfer's id, or the source it came from. */
export { listTeeSets };

export const FROM_GOLF_COURSE_API = 'golfcourseapi';

export type TeeSetContent = Pick<TeeSet, 'name' | 'colour' | 'holes' | 'men' | 'women'>;

function teeSetItem(
  courseId: string,
  teeSetId: string,
  content: TeeSetContent,
  o: { source: TeeSetSource; version: number; now: string },
): Record<string, unknown> {
  return {
    ...teeSetKeys.teeSet(courseId, teeSetId),
    entity: TEE_SET_ENTITY,
    id: teeSetId,
    courseId,
    name: content.name,
    colour: content.colour,
    holes: content.holes,
    men: content.men,
    women: content.women,
    par: content.holes.reduce((sum, hole) => sum + hole.par, 0),
    source: o.source,
    version: o.version,
    updatedAt: o.now,
  };
}

function changeItem(
  courseId: string,
  teeSetId: string,
  o: { version: number; now: string; changedBy: string; changes: string[] },
): Record<string, unknown> {
  return {
    ...teeSetKeys.change(courseId, teeSetId, o.version),
    entity: TEE_SET_CHANGE_ENTITY,
    version: o.version,
    changedAt: o.now,
    changedBy: o.changedBy,
    changes: o.changes,
  };
}

/** Access pattern 18b: one tee set (GetItem, consistent: a save compares with it). */
export async function getTeeSet(courseId: string, teeSetId: string): Promise<TeeSet | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: teeSetKeys.teeSet(courseId, teeSetId),
      ConsistentRead: true,
    }),
  );
  return Item ? toTeeSet(Item) : undefined;
}

export type TeeSetSaveConflict = 'tee-set-changed' | 'tee-set-exists';

/**
 * Access pattern 18c: a golfer saves a tee set (new, or a new version of one), with its change item, in one
 * transaction. The version the golfer edited must still be the stored one (`expectedVersion`; null: there
 * is none yet), so two golfers editing at once do not undo each other: the later save is a Conflict.
 */
export async function saveGolferTeeSet(o: {
  courseId: string;
  teeSetId: string;
  input: TeeSetInput;
  userId: string;
  now: string;
}): Promise<TeeSet> {
  const { courseId, teeSetId, input, userId, now } = o;
  const current = await getTeeSet(courseId, teeSetId);
  if (input.expectedVersion === null && current) throw new Conflict<TeeSetSaveConflict>('tee-set-exists');
  if (input.expectedVersion !== null && current?.version !== input.expectedVersion)
    throw new Conflict<TeeSetSaveConflict>('tee-set-changed');
  const content: TeeSetContent = {
    name: input.name,
    colour: input.colour || null,
    holes: input.holes,
    men: input.men,
    women: input.women,
  };
  const version = (current?.version ?? 0) + 1;
  const item = teeSetItem(courseId, teeSetId, content, { source: 'golfer', version, now });
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: item,
        ...(current
          ? {
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': current.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: changeItem(courseId, teeSetId, {
          version,
          now,
          changedBy: userId,
          changes: teeSetChanges(current, content),
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // The golfer's record of the change, so deleting their account finds it without a Scan.
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...teeSetKeys.golferEdit(userId, courseId, teeSetId, version),
          entity: TEE_SET_EDIT_ENTITY,
          courseId,
          teeSetId,
          version,
          changedAt: now,
        },
      },
    },
    openAccountCheck(userId),
  ];
  try {
    await sendTransaction(items);
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      (wasCancelledByCondition(error, 0) || wasCancelledByCondition(error, 1))
    )
      throw new Conflict<TeeSetSaveConflict>('tee-set-changed', { cause: error });
    throw error;
  }
  return toTeeSet(item);
}

/**
 * The items that store the tee sets a course came with (GolfCourseAPI's), version 1 each with its change
 * item, for the course's own creating transaction.
 */
export function importedTeeSetItems(
  courseId: string,
  teeSets: readonly (TeeSetContent & { id: string })[],
  now: string,
): TransactItem[] {
  return teeSets.flatMap((teeSet) => [
    {
      Put: {
        TableName: tableName(),
        Item: teeSetItem(courseId, teeSet.id, teeSet, { source: 'golfcourseapi', version: 1, now }),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: changeItem(courseId, teeSet.id, {
          version: 1,
          now,
          changedBy: FROM_GOLF_COURSE_API,
          changes: teeSetChanges(undefined, teeSet),
        }),
      },
    },
  ]);
}

/**
 * Access pattern 18d: one tee set's history, newest first, one Query of its change items (a tee set edited
 * more than 100 times shows its latest 100).
 */
export async function listTeeSetChanges(
  courseId: string,
  teeSetId: string,
  viewerId: string,
): Promise<TeeSetChange[]> {
  const { pk, skPrefix } = teeSetKeys.changesOfTeeSet(courseId, teeSetId);
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map((item) => ({
    version: Number(item.version),
    changedAt: String(item.changedAt),
    by:
      item.changedBy === FROM_GOLF_COURSE_API
        ? 'GolfCourseAPI'
        : item.changedBy === viewerId
          ? 'you'
          : 'a golfer',
    changes: Array.isArray(item.changes) ? item.changes.map(String) : [],
  }));
}
