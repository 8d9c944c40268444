import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../data/batch-write';
import { communityCounterUpdate } from '../community/community-counters';
import { documentClient, tableName } from '../data/dynamo-client';
import { communityKeys } from '../data/keys/community-keys';
import { FROM_A_FORMER_GOLFER, teeSetKeys } from '../data/keys/tee-set-keys';
import { DELETED_ACCOUNT_ENTITY, userKeys } from '../data/keys/user-keys';
import { queryPages } from '../data/query-pages';
import { isConditionalCheckFailure, wasCancelledByCondition } from '../data/transaction-errors';
import { CLOSING_UNTIL, transactWrite } from '../data/transact-write';

/**
 * How long the mark holds: far longer than a deletion runs (the users function stops after 10 s), so it only
 * ends by itself after a deletion that crashed, when the golfer may use the account again and send the
 * deletion again. A deletion that fails with an answer takes its mark back at once.
 */
const CLOSING_WINDOW_MS = 5 * 60_000;

/** An item's table key. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * How long a deleted account's marker voids its tokens: the longest an ID token can live (Cognito allows a
 * day; ours live an hour) and a margin. After that no token of the account can pass anyway, and TTL removes it.
 */
export const DELETED_ACCOUNT_MARKER_SECONDS = 24 * 60 * 60 + 10 * 60;

/**
 * Access pattern A0: the first step of deleting an account: mark it closing (`closingUntil` on the profile,
 * functions/data/transact-write.ts). From this write on, the session check refuses the account's tokens and
 * every write carrying the open-account check fails, so the passes that read the partition after it find
 * everything that will ever count. Answers the mark's end, or undefined when the profile is already gone (a
 * deletion sent again after its profile went: the passes still run).
 */
export async function markAccountClosing(userId: string, at: number): Promise<number | undefined> {
  const closingUntil = at + CLOSING_WINDOW_MS;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'SET #closingUntil = :closingUntil',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#closingUntil': CLOSING_UNTIL },
        ExpressionAttributeValues: { ':closingUntil': closingUntil },
      }),
    );
    return closingUntil;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Access pattern A0b: a deletion that failed with an answer (a 503) takes its mark back, so the golfer is
 * signed in as before and can send it again. Only its own mark: a later deletion's stays.
 */
export async function reopenAccount(userId: string, closingUntil: number): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'REMOVE #closingUntil',
        ConditionExpression: '#closingUntil = :closingUntil',
        ExpressionAttributeNames: { '#closingUntil': CLOSING_UNTIL },
        ExpressionAttributeValues: { ':closingUntil': closingUntil },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Access pattern A1: every item of the golfer's own partition (`USER#<sub>`), whole, consistent, all pages:
 * the profile, rounds, totals, course links, ratings and drafts, bucket list, achievements, quest,
 * leaderboard entry, GHIN link, session and history, reservation and report mirrors, daily counters.
 * Bounded by the golfer's own data (5,000 rounds are a few 1 MB pages), never by the table.
 */
export async function listGolferItems(userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': userKeys.profile(userId).pk },
    ConsistentRead: true,
  })) {
    items.push(...page);
  }
  return items;
}

/**
 * Access pattern A2: the stories the golfer shared (gsi2 `USER#<sub>#STORIES`), whole. A story lives in its
 * own partition (`STORY#<round id>`) with the reports other golfers made of it.
 */
export async function listGolferStories(userId: string): Promise<Record<string, unknown>[]> {
  const stories: Record<string, unknown>[] = [];
  for await (const page of queryPages({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': communityKeys.storiesOfGolferPartition(userId) },
  })) {
    stories.push(...page);
  }
  return stories;
}

/** Access pattern A3: the keys of every item of one story's partition (the story and its reports). */
export async function listStoryItemKeys(roundId: string): Promise<ItemKey[]> {
  const keys: ItemKey[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': communityKeys.story(roundId).pk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  })) {
    keys.push(...page.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  }
  return keys;
}

/** Access pattern A4: delete items by key, 25 a request, several requests at once; replaying is harmless. */
export async function deleteItems(keys: readonly ItemKey[]): Promise<void> {
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })));
}

/**
 * Access pattern A5: take back a report the golfer made of another golfer's story: the report, its mirror
 * and the story's report count in one transaction, so the count stays equal to the reports. When the story
 * or the report is already gone, only what is left of the golfer's is deleted.
 */
export async function withdrawStoryReport(userId: string, roundId: string): Promise<void> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: communityKeys.storyReport(roundId, userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: communityKeys.story(roundId),
          UpdateExpression: 'ADD reportCount :minusOne',
          ConditionExpression: 'attribute_exists(pk) AND reportCount > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName(), Key: communityKeys.myStoryReport(userId, roundId) } },
    ]);
  } catch (error) {
    const gone =
      error instanceof TransactionCanceledException &&
      (wasCancelledByCondition(error, 0) || wasCancelledByCondition(error, 1));
    if (!gone) throw error;
    await deleteItems([
      communityKeys.storyReport(roundId, userId),
      communityKeys.myStoryReport(userId, roundId),
    ]);
  }
}

/**
 * Access pattern A6: the last step of deleting an account, in one transaction: the profile goes, the email
 * claim is released, the community's member count goes down by one and the deleted-account marker is put
 * (it voids every token issued until now, as a sign-out does, once the profile that held the sign-out marker
 * is gone). The profile's `attribute_exists` makes the member count go down once however often this runs.
 * False when the profile was already gone.
 */
export async function closeAccount(userId: string, email: string | null, at: number): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: userKeys.profile(userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...userKeys.deletedAccount(userId),
            entity: DELETED_ACCOUNT_ENTITY,
            deletedAt: at,
            expiresAt: Math.ceil(at / 1000) + DELETED_ACCOUNT_MARKER_SECONDS,
          },
        },
      },
      communityCounterUpdate({ members: -1 }),
      ...(email
        ? [
            {
              Delete: {
                TableName: tableName(),
                Key: userKeys.emailClaim(email),
                // Only the golfer's own claim is released.
                ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
                ExpressionAttributeValues: { ':userId': userId },
              },
            },
          ]
        : []),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && wasCancelledByCondition(error, 0)) return false;
    throw error;
  }
}

/**
 * Access pattern 3d: when the golfer's account was deleted (epoch ms), read by the session check only when
 * the profile is missing. An expired marker (TTL deletes lag) counts as none.
 */
export async function getAccountDeletedAt(userId: string, now = Date.now()): Promise<number | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.deletedAccount(userId), ConsistentRead: true }),
  );
  const deletedAt = Item?.deletedAt;
  const expiresAt = Item?.expiresAt;
  if (typeof deletedAt !== 'number' || (typeof expiresAt === 'number' && expiresAt * 1000 <= now)) {
    return undefined;
  }
  return deletedAt;
}

/**
 * Access pattern 18f (Delete my account): the change a golfer made (found through their TEESETEDIT# item in
 * their own partition) no longer names them. The tee set is a shared fact and stays; only the id goes. Sent
 * again (a deletion's final pass), it finds the change already anonymised, or gone, and does nothing.
 */
export async function forgetTeeSetEditor(
  userId: string,
  edit: { courseId: string; teeSetId: string; version: number },
): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teeSetKeys.change(edit.courseId, edit.teeSetId, edit.version),
        UpdateExpression: 'SET changedBy = :former',
        ConditionExpression: 'changedBy = :golfer',
        ExpressionAttributeValues: { ':former': FROM_A_FORMER_GOLFER, ':golfer': userId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
