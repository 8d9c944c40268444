import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import { ServiceUnavailableError, UnauthorizedError } from '../lib/errors';
import { documentClient, tableName } from './dynamo-client';
import { userKeys } from './keys/user-keys';
import { wasCancelledOnlyByConflict } from './transaction-errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The transactions every write sends (docs/data-model.md, "Transactions"): TransactWriteItems with the retry of
 * a lost race, and the open-account check that holds a write to a golfer whose account is not being deleted.
 */

/** TransactWriteItems' own limit. */
export const TRANSACT_MAX_ITEMS = 100;

/** Full jitter on an exponential backoff: 0 to min(1 s, 20 ms × 2^attempt). */
export function backoffMs(attempt: number): number {
  return Math.random() * Math.min(1000, 20 * 2 ** attempt);
}

/**
 * Sends of a write that keeps losing races before the golfer is told to try again: enough for 100 golfers
 * meeting on one counter item (the community counters, a course's rating aggregate) at once.
 */
export const RACE_ATTEMPTS = 10;

/**
 * The longest the retries of one write may wait in all: the golfer is told to try again (503) well before the
 * function's own 10 s timeout, which API Gateway would answer with a bare 500.
 */
export const RACE_BUDGET_MS = 4000;

export interface RaceRetryOptions {
  /** Tries in all, the first included (default RACE_ATTEMPTS), within `budgetMs`. */
  attempts?: number;
  /** Milliseconds from the first try past which no retry starts (default RACE_BUDGET_MS). */
  budgetMs?: number;
  /**
   * Whether a failure only lost a race, so that running the operation again (reading again first, if it
   * reads) is safe and may succeed. Default: a transaction cancelled only by TransactionConflict.
   */
  raced?: (error: unknown) => boolean;
}

/**
 * The one retry of writes that lose races: `operation` runs again after a jittered backoff while it fails
 * with a lost race. A race still lost after the last attempt (or the time budget) becomes a
 * ServiceUnavailableError (503 "Fescue is busy" with Retry-After): nothing was written, and the same request is
 * worth sending again. Any other failure goes on at once, for the caller to read.
 */
export async function retryWhileRacing<T>(
  operation: (attempt: number) => Promise<T>,
  options: RaceRetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? RACE_ATTEMPTS;
  const budgetMs = options.budgetMs ?? RACE_BUDGET_MS;
  const raced = options.raced ?? wasCancelledOnlyByConflict;
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!raced(error)) throw error;
      const wait = backoffMs(attempt);
      if (attempt + 1 >= attempts || Date.now() - started + wait > budgetMs) {
        throw new ServiceUnavailableError(SERVICE_BUSY_MESSAGE, { cause: error });
      }
      await sleep(wait);
    }
  }
}

/**
 * TransactWriteItems, sent again (with backoff) while it is cancelled only by `TransactionConflict`: many
 * golfers' writes meet on shared items (a course's rating aggregate, the community counters, an event's
 * seats), DynamoDB cancels a transaction that touches an item another transaction holds, and the SDK does not
 * retry that. Nothing was written and every condition still held, so the same items go again. Any other
 * cancellation (a failed condition) is the caller's to read.
 */
export async function transactWrite(items: TransactItem[], attempts = RACE_ATTEMPTS): Promise<void> {
  await retryWhileRacing(() => sendTransaction(items), { attempts });
}

/**
 * One TransactWriteItems, not retried: for an operation that reads before it writes and so must run whole
 * again after a lost race, under its own retryWhileRacing (one loop, one budget, rather than one nested in
 * another). A transaction refused by its open-account check (`openAccountCheck`, below) is a 401 here,
 * whatever else it held: the golfer's account is being deleted, or is gone.
 */
export async function sendTransaction(items: TransactItem[]): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (failedOpenAccountCheck(items, error))
      throw new UnauthorizedError(ACCOUNT_CLOSED_MESSAGE, { cause: error });
    throw error;
  }
}

/**
 * The profile attribute Delete my account writes before anything else: until this instant (epoch ms) the
 * account is closing. The session check refuses its tokens, and every write that moves a figure other golfers
 * see carries `openAccountCheck`, so a write racing the deletion either commits before the mark (and the
 * deletion's passes, which read after it, find and reverse it) or fails (docs/data-model.md, Delete my account).
 */
export const CLOSING_UNTIL = 'closingUntil';

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
