import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { documentClient } from './dynamo-client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** TransactWriteItems' own limit. */
export const TRANSACT_MAX_ITEMS = 100;

/**
 * Whether a cancelled transaction lost only a race with another transaction on one of its items
 * (`TransactionConflict`), with no condition failing: sending the same items again is then safe, since
 * nothing was written and every condition still held.
 */
export function isTransactionConflictOnly(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Full jitter on an exponential backoff: 0 to min(1 s, 20 ms × 2^attempt). */
export function backoffMs(attempt: number): number {
  return Math.random() * Math.min(1000, 20 * 2 ** attempt);
}

const CONFLICT_ATTEMPTS = 6;

/**
 * TransactWriteItems, sent again (with backoff) while it is cancelled only by `TransactionConflict`: many
 * golfers' writes meet on one course's rating aggregate, and DynamoDB cancels a transaction that touches an
 * item another transaction holds. Any other cancellation is the caller's to read.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflictOnly(error) || attempt + 1 >= CONFLICT_ATTEMPTS) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}
