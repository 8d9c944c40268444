import { userKeys } from './user-keys';

/**
 * Keys of the Round entity. The ROUND# prefix and the #ROUNDS index partition are written here and nowhere
 * else; the golfer's partition comes from userKeys.
 *
 * Round: pk USER#<sub>  sk ROUND#<ulid>
 *        gsi1 USER#<sub>#ROUNDS / <playedAt YYYY-MM-DD>#<ulid>   (the golfer's rounds by date played)
 *        gsi2 USER#<sub>#PHOTOS / <playedAt>#<ulid>   (sparse: only rounds with a photo, for the gallery)
 * Round totals: pk USER#<sub>  sk ROUNDTOTALS   (a count of rounds per holes and score, kept by round writes)
 */
const ROUND_PREFIX = 'ROUND#';

export const roundKeys = {
  round: (userId: string, roundId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${ROUND_PREFIX}${roundId}`,
  }),
  /** The golfer's partition and the prefix of all their round items (stats read them in one Query). */
  roundsOfUser: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: ROUND_PREFIX }),
  totals: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'ROUNDTOTALS' }),
  byPlayedAt: (userId: string, playedAt: string, roundId: string) => ({
    gsi1pk: roundsByPlayedAtPartition(userId),
    gsi1sk: `${playedAt}#${roundId}`,
  }),
  photoIndex: (userId: string, playedAt: string, roundId: string) => ({
    gsi2pk: roundsWithPhotoPartition(userId),
    gsi2sk: `${playedAt}#${roundId}`,
  }),
} as const;

export function roundsByPlayedAtPartition(userId: string): string {
  return `${userKeys.profile(userId).pk}#ROUNDS`;
}

export function roundsWithPhotoPartition(userId: string): string {
  return `${userKeys.profile(userId).pk}#PHOTOS`;
}

export const ROUND_ENTITY = 'ROUND';
export const ROUND_TOTALS_ENTITY = 'ROUND_TOTALS';
