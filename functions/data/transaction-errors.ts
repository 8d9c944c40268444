import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * Whether `error` is a cancelled transaction whose item at `index` (in request order) was the one whose
 * condition failed.
 */
export function wasCancelledByCondition(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/**
 * Whether a transaction was cancelled only because another transaction was writing one of its items at the
 * same moment (real DynamoDB's TransactionConflict; no condition failed): nothing was written, and the same
 * transaction may simply be sent again.
 */
export function wasCancelledOnlyByConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return (
    codes.includes('TransactionConflict') &&
    codes.every((code) => code === 'None' || code === 'TransactionConflict')
  );
}

/** Whether a transaction was cancelled because one of its conditions failed (any item): an answer, not a fault. */
export function wasCancelledByAnyCondition(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}
