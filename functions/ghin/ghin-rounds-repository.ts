import { queryPages } from '../data/query-pages';
import { roundKeys } from '../data/keys/round-keys';
import { toStoredRound, type StoredRound } from '../data/rounds-repository';

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

/** What the WHS estimate reads of a round. */
export interface EstimateRoundFacts {
  id: string;
  courseId: string;
  score: number;
  holes: 9 | 18;
  playedAt: string;
  /** The tee's figures the golfer gave on the round, if any. */
  courseRating: number | null;
  slopeRating: number | null;
}

/**
 * Access pattern G12: the golfer's own rounds (not imported from GHIN), a few attributes each, for the WHS
 * estimate: one paged Query of the golfer's round items, projected.
 */
export async function listOwnRoundsForEstimate(userId: string): Promise<EstimateRoundFacts[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const rounds: EstimateRoundFacts[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeNames: { '#source': 'source' },
    ProjectionExpression: 'id, courseId, score, holes, playedAt, courseRating, slopeRating, #source',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of items) {
      if (item.source === 'ghin') continue;
      rounds.push({
        id: String(item.id),
        courseId: String(item.courseId),
        score: Number(item.score),
        holes: Number(item.holes) === 9 ? 9 : 18,
        playedAt: String(item.playedAt),
        courseRating: typeof item.courseRating === 'number' ? item.courseRating : null,
        slopeRating: typeof item.slopeRating === 'number' ? item.slopeRating : null,
      });
    }
  }
  return rounds;
}
