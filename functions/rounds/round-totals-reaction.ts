import { tableName } from '../data/dynamo-client';
import { ROUND_TOTALS_ENTITY, roundKeys } from '../data/keys/round-keys';
import type { TransactItem } from '../data/transact-write';
import type { RoundReaction, StoredRound } from './rounds-repository';
import { scoreCounterDelta } from './round-totals';

/** The round totals' reaction to a round write, in the one list (./write/write-round.ts). */
export const roundTotalsRoundReaction: RoundReaction = {
  feature: 'rounds (totals)',
  async react(before, after) {
    const userId = (after ?? before)?.userId;
    return { items: userId === undefined ? [] : totalsChange(userId, before, after) };
  },
};

/**
 * The round totals' share of a write: `ADD` to the score counters that change (none for an edit that keeps
 * the score, holes and par). Concurrent writes add up rather than overwrite.
 */
function totalsChange(
  userId: string,
  before?: Pick<StoredRound, 'holes' | 'score' | 'par'>,
  after?: Pick<StoredRound, 'holes' | 'score' | 'par'>,
): TransactItem[] {
  const delta = [...scoreCounterDelta(before, after)];
  if (delta.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: roundKeys.totals(userId),
        UpdateExpression: `SET entity = :entity ADD ${delta.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(delta.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: {
          ':entity': ROUND_TOTALS_ENTITY,
          ...Object.fromEntries(delta.map(([, by], i) => [`:d${i}`, by])),
        },
      },
    },
  ];
}
