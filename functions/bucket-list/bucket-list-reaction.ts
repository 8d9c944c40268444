import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { bucketListKeys, playedRoundAttribute } from '../data/keys/bucket-list-keys';
import type { TransactItem } from '../data/transact-write';
import type { RoundReaction } from '../rounds/rounds-repository';

/** What the bucket list needs of a round. */
export interface RoundAtCourse {
  id: string;
  userId: string;
  courseId: string;
  playedAt: string;
}

async function entryExists(userId: string, courseId: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: bucketListKeys.entry(userId, courseId),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
}

/**
 * The bucket list's share of a round write (the round write only collects it; docs/architecture.md, "Round writes"). A round logged
 * at a listed course ticks the entry off with its date; a round that leaves the course (deleted, or moved to
 * another course) removes its own tick, so the entry is played while any round at the course remains. Where
 * the course is not listed, a ConditionCheck that it still is not: a course added to the list at the same
 * moment cancels one of the two writes instead of missing the tick.
 */
export async function bucketListReactionToRound(
  before?: RoundAtCourse,
  after?: RoundAtCourse,
): Promise<TransactItem[]> {
  const items: TransactItem[] = [];
  const leaves = before !== undefined && (after === undefined || after.courseId !== before.courseId);
  if (leaves && (await entryExists(before.userId, before.courseId))) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: bucketListKeys.entry(before.userId, before.courseId),
        UpdateExpression: 'REMOVE #tick',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#tick': playedRoundAttribute(before.id) },
      },
    });
  }
  const ticks =
    after !== undefined &&
    (before === undefined || before.courseId !== after.courseId || before.playedAt !== after.playedAt);
  if (ticks) {
    const key = bucketListKeys.entry(after.userId, after.courseId);
    items.push(
      (await entryExists(after.userId, after.courseId))
        ? {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET #tick = :playedAt',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#tick': playedRoundAttribute(after.id) },
              ExpressionAttributeValues: { ':playedAt': after.playedAt },
            },
          }
        : {
            ConditionCheck: {
              TableName: tableName(),
              Key: key,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
    );
  }
  return items;
}

/** The bucket list's reaction to a round write, in the one list (functions/rounds/write/write-round.ts). */
export const bucketListRoundReaction: RoundReaction = {
  feature: 'bucket list',
  async react(before, after) {
    return { items: await bucketListReactionToRound(before, after) };
  },
};
