import { Conflict } from '../lib/errors';
import { roundKeys } from '../data/keys/round-keys';
import { openAccountCheck, type TransactItem } from '../data/transact-write';
import { tableName } from '../data/dynamo-client';
import type { StoredRound } from '../rounds/rounds-repository';
import { writeRound, type RoundWriteRefusal } from '../rounds/write/write-round';
import { withRetry } from './my-rating-repository';
import { sameRatingContent, submitItems } from './round-reaction';

/**
 * Rate Course on one of the golfer's rounds (PATCH /api/rounds/{id}/rating): the rating is saved on the round
 * and becomes the golfer's rating of its course, the latest that counts. Answers the round as stored.
 *
 * - A rating that differs from the round's is an edit of the round: it goes through the one round write,
 *   whose rating reaction submits it in the round's own transaction (and whose story reaction carries a new
 *   overall experience to the round's shared story).
 * - The same rating sent again changes nothing on the round, yet the golfer asked for it to count again
 *   (over a later rating of the course, from another round or none): it is submitted on its own, in the
 *   ratings' transaction, conditioned on the round being as it was read (a change meanwhile is the round
 *   write's `round-changed` Conflict, which the route reads again after).
 */
export async function rateRoundCourse(previous: StoredRound, next: StoredRound): Promise<StoredRound> {
  if (!sameRatingContent(previous, next)) {
    await writeRound(previous, next);
    return next;
  }
  await withRetry(
    async () => {
      const { items, courseId } = await submitItems(previous, new Date().toISOString());
      return {
        items: [roundAsRead(previous), ...items, openAccountCheck(previous.userId)],
        ratingIndex: 1,
        courseIds: [courseId],
      };
    },
    (reasons) => {
      if (reasons[0] === 'ConditionalCheckFailed') throw new Conflict<RoundWriteRefusal>('round-changed');
    },
  );
  return previous;
}

function roundAsRead(round: StoredRound): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: roundKeys.round(round.userId, round.id),
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: { ':read': round.updatedAt },
    },
  };
}
