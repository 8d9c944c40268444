import { ConditionalCheckFailedException, type TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** Whether the transaction's item at `index` (in request order) was the one whose condition failed. */
export function wasCancelledByCondition(error: TransactionCanceledException, index: number): boolean {
  return error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
}

export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}
