import type { AdjustableHole } from '#shared/handicap/whs';
import { scorecardSchema } from '#shared/scorecards/scorecard';
import { queryPages } from '../data/query-pages';
import { roundKeys } from '../data/keys/round-keys';
import { toStoredRound, type StoredRound } from '../rounds/rounds-repository';

/**
 * Access pattern G11: the golfer's rounds linked to a GHIN score, whole (a sync compares and may replace them;
 * removing the imported ones deletes each through the round write), from one paged Query of the golfer's
 * round items filtered on ghinScoreId: rounds linked to no GHIN score are read past but never returned.
 * A linked round is one a sync made (`source` 'ghin') or the golfer's own that a sync found to be the same
 * round as a GHIN score (docs/architecture.md, "Which GHIN scores become rounds").
 */
export async function listGhinRounds(userId: string): Promise<StoredRound[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const rounds: StoredRound[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    // A round linked to no score stores ghinScoreId as null: only a string names a score.
    FilterExpression: 'attribute_type(ghinScoreId, :string)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':string': 'S' },
    ConsistentRead: true,
  })) {
    for (const item of items) rounds.push(toStoredRound(item));
  }
  return rounds;
}

/**
 * Access pattern G14: everything a GHIN sync compares with, from one paged Query of the golfer's round items
 * (the same Query as G11, unfiltered; never a Scan): the rounds linked to a GHIN score, and the golfer's own
 * rounds linked to none, which a score of the same day, course, holes and score links instead of copying.
 */
export async function listRoundsForGhinSync(
  userId: string,
): Promise<{ linked: StoredRound[]; unlinked: StoredRound[] }> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const linked: StoredRound[] = [];
  const unlinked: StoredRound[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
  })) {
    for (const item of items) {
      const round = toStoredRound(item);
      (round.ghinScoreId ? linked : unlinked).push(round);
    }
  }
  return { linked, unlinked };
}

/** What the WHS estimate reads of a round. */
export interface EstimateRoundFacts {
  id: string;
  courseId: string;
  score: number;
  holes: 9 | 18;
  playedAt: string;
  /** The tee's figures on the round (the golfer's, or GHIN's for a round linked to a GHIN score), if any. */
  courseRating: number | null;
  slopeRating: number | null;
  /** GHIN's differential of the round's score, for a round linked to a GHIN score. */
  ghinDifferential: number | null;
  /** The 18-hole score GHIN combined this nine into, if it did. */
  ghinCombined: { scoreId: string; playedAt: string; differential: number | null } | null;
  /** The round's card, hole by hole, if it has one (the estimate adjusts its holes: Rule 3.1). */
  card: AdjustableHole[] | null;
}

/** A stored card's holes as the estimate reads them; null when there is no card or it is not a card. */
function cardOf(value: unknown): AdjustableHole[] | null {
  if (value === null || value === undefined) return null;
  const parsed = scorecardSchema.safeParse(value);
  return parsed.success
    ? parsed.data.holes.map(({ par, strokeIndex, strokes }) => ({ par, strokeIndex, strokes }))
    : null;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function combinedOf(value: unknown): EstimateRoundFacts['ghinCombined'] {
  if (!value || typeof value !== 'object') return null;
  const { scoreId, playedAt, differential } = value as Record<string, unknown>;
  return typeof scoreId === 'string' && typeof playedAt === 'string'
    ? { scoreId, playedAt, differential: numberOrNull(differential) }
    : null;
}

/**
 * Access pattern G12: every round of the golfer, the golfer's own and GHIN's, a few attributes each, for the
 * WHS estimate: one paged Query of the golfer's round items, projected.
 */
export async function listRoundsForEstimate(userId: string): Promise<EstimateRoundFacts[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const rounds: EstimateRoundFacts[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression:
      'id, courseId, score, holes, playedAt, courseRating, slopeRating, ghinDifferential, ghinCombined, scorecard',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of items) {
      rounds.push({
        id: String(item.id),
        courseId: String(item.courseId),
        score: Number(item.score),
        holes: Number(item.holes) === 9 ? 9 : 18,
        playedAt: String(item.playedAt),
        courseRating: numberOrNull(item.courseRating),
        slopeRating: numberOrNull(item.slopeRating),
        ghinDifferential: numberOrNull(item.ghinDifferential),
        ghinCombined: combinedOf(item.ghinCombined),
        card: cardOf(item.scorecard),
      });
    }
  }
  return rounds;
}
