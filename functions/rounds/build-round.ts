import { RATING_KEYS } from '../../shared/schemas/round';
import type { StoredRound } from './rounds-repository';

/**
 * A stored round with only its facts given: every optional field empty, no rating, not shared. For writers
 * that make rounds without a form (the GHIN sync's shape, tests, the bench).
 */
export function blankStoredRound(
  facts: Pick<StoredRound, 'id' | 'userId' | 'courseId' | 'score' | 'par' | 'holes' | 'playedAt'> &
    Partial<StoredRound>,
  now = new Date(),
): StoredRound {
  return {
    roundType: 'Regular',
    roundCourseType: null,
    roundArchitect: null,
    favoriteHole: null,
    comments: null,
    reviewComments: null,
    notes: null,
    tees: null,
    conditions: null,
    playingPartners: null,
    imageUrl: null,
    ...(Object.fromEntries(RATING_KEYS.map((key) => [key, null])) as Record<
      (typeof RATING_KEYS)[number],
      null
    >),
    ratingTags: [],
    ratingComments: null,
    ratingShared: false,
    sharedToCommunity: false,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    source: null,
    ghinScoreId: null,
    ...facts,
  };
}
