import { queryPages } from './query-pages';
import { roundKeys } from './keys/round-keys';
import { toStoredRound, type StoredRound } from './rounds-repository';

/**
 * Access pattern G11: the golfer's rounds imported from GHIN, whole (a sync compares and may replace them;
 * removing them all deletes each through the rounds repository), from one paged Query of the golfer's
 * round items filtered on ghinScoreId: the golfer's own rounds are read past but never returned, so nothing
 * that works from this list can change them.
 */
export async function listGhinRounds(userId: string): Promise<StoredRound[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const rounds: StoredRound[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'attribute_exists(ghinScoreId) AND #source = :ghin',
    ExpressionAttributeNames: { '#source': 'source' },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':ghin': 'ghin' },
    ConsistentRead: true,
  })) {
    for (const item of items) rounds.push(toStoredRound(item));
  }
  return rounds;
}
