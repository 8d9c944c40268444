import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { tableName } from '../data/dynamo-client';
import { userKeys } from '../data/keys/user-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The profile attribute Delete my account writes before anything else: until this instant (epoch ms) the
 * account is closing. The session check refuses its tokens, and every write that moves a figure other golfers
 * see carries `openAccountCheck`, so a write racing the deletion either commits before the mark (and the
 * deletion's passes, which read after it, find and reverse it) or fails (docs/data-model.md, Delete my account).
 */
export const CLOSING_UNTIL = 'closingUntil';

/**
 * How long the mark holds: far longer than a deletion runs (the users function stops after 10 s), so it only
 * ends by itself after a deletion that crashed, when the golfer may use the account again and send the
 * deletion again. A deletion that fails with an answer takes its mark back at once.
 */
export const CLOSING_WINDOW_MS = 5 * 60_000;

/** 401 for a write of an account being deleted, or deleted: the same words as the session check's refusal. */
export const ACCOUNT_CLOSED_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';

const OPEN_ACCOUNT_CONDITION =
  'attribute_exists(pk) AND (attribute_not_exists(#closingUntil) OR #closingUntil < :closingCheckedAt)';

/**
 * The transaction item that holds a write to a golfer whose account exists and is not closing. Put it in the
 * transaction of every write that moves a shared figure (a course's rating aggregate, an event's seats, a
 * story's report count, the community counters) or adds to what the deletion must find (rounds, stories, the
 * leaderboard entry). At most one per transaction: DynamoDB refuses two operations on one item.
 */
export function openAccountCheck(userId: string, now = Date.now()): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      ConditionExpression: OPEN_ACCOUNT_CONDITION,
      ExpressionAttributeNames: { '#closingUntil': CLOSING_UNTIL },
      ExpressionAttributeValues: { ':closingCheckedAt': now },
    },
  };
}

/** Whether `error` cancelled `items` because one of them was an open-account check that failed. */
export function failedOpenAccountCheck(items: readonly TransactItem[], error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const reasons = error.CancellationReasons ?? [];
  return items.some(
    (item, index) =>
      item.ConditionCheck?.ConditionExpression === OPEN_ACCOUNT_CONDITION &&
      reasons[index]?.Code === 'ConditionalCheckFailed',
  );
}
