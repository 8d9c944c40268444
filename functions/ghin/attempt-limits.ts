import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { ATTEMPT_WINDOW_ENTITY, attemptKeys } from '../data/keys/attempt-keys';
import { isConditionalCheckFailure } from '../data/transaction-errors';

/** A limit on one kind of attempt: at most `attempts` in each fixed window of `windowSeconds`. */
export interface AttemptLimit {
  /** Names the kind of attempt in the key (`ghin-login`). */
  action: string;
  attempts: number;
  windowSeconds: number;
}

/** Whose attempts: a golfer's (their user id) or a client address's (functions/lib/http/client-address.ts). */
export type AttemptSubject = { golfer: string } | { address: string };

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The fixed window `now` falls in, in epoch seconds: windows start at multiples of their length, so every
 * instance of every function agrees on them without reading anything.
 */
export function attemptWindow(limit: AttemptLimit, now: Date): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % limit.windowSeconds);
  return { start, end: start + limit.windowSeconds };
}

/** Whole seconds until the window ends (at least 1): the refused attempt's Retry-After. */
export function secondsUntilWindowEnds(limit: AttemptLimit, now: Date): number {
  return Math.max(1, Math.ceil(attemptWindow(limit, now).end - now.getTime() / 1000));
}

/**
 * The request of countAttempt: `ADD count 1` conditioned on the count being under the limit, so however many
 * attempts race, exactly `attempts` are counted and allowed in a window and the others fail the condition,
 * never a read-modify-write. The item expires (TTL) when its window ends.
 */
export function countAttemptRequest(
  limit: AttemptLimit,
  subject: AttemptSubject,
  now: Date,
): UpdateCommandInput {
  const { start, end } = attemptWindow(limit, now);
  return {
    TableName: tableName(),
    Key:
      'golfer' in subject
        ? attemptKeys.golferWindow(subject.golfer, limit.action, start)
        : attemptKeys.addressWindow(subject.address, limit.action, start),
    UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: {
      ':entity': ATTEMPT_WINDOW_ENTITY,
      ':expiresAt': end,
      ':one': 1,
      ':limit': limit.attempts,
    },
  };
}

/**
 * Access pattern: count one attempt against a limit, in one conditional UpdateItem. Allowed when it was
 * counted; refused, with the seconds until the window ends, when the window already holds the limit (a
 * refused attempt is not counted).
 */
export async function countAttempt(
  limit: AttemptLimit,
  subject: AttemptSubject,
  now: Date,
): Promise<AttemptVerdict> {
  try {
    await documentClient().send(new UpdateCommand(countAttemptRequest(limit, subject, now)));
    return { allowed: true };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return { allowed: false, retryAfterSeconds: secondsUntilWindowEnds(limit, now) };
  }
}
