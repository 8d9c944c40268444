import * as z from 'zod';
import { cursorKeyStartingWith } from '../cursor';
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
  /** The bounds of the golfer's rounds played from one date to another, both included (a ULID sorts inside). */
  playedBetween: (userId: string, from: string, to: string) => ({
    gsi1pk: roundsByPlayedAtPartition(userId),
    from: `${from}#`,
    to: `${to}#~`,
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

/** `<playedAt YYYY-MM-DD>#<ulid>`: the sort key both round indexes use. */
const PLAYED_AT_SORT_KEY = /^\d{4}-\d{2}-\d{2}#[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * The exact key shape of a page of the golfer's rounds (see ../cursor.ts): a round's table key in their own
 * partition and its index key in the index the Query reads, so a cursor can only continue that Query.
 */
export const roundPageKeys = {
  byPlayedAt: (userId: string) =>
    z.strictObject({
      pk: z.literal(userKeys.profile(userId).pk),
      sk: cursorKeyStartingWith(ROUND_PREFIX),
      gsi1pk: z.literal(roundsByPlayedAtPartition(userId)),
      gsi1sk: z.string().regex(PLAYED_AT_SORT_KEY),
    }),
  withPhoto: (userId: string) =>
    z.strictObject({
      pk: z.literal(userKeys.profile(userId).pk),
      sk: cursorKeyStartingWith(ROUND_PREFIX),
      gsi2pk: z.literal(roundsWithPhotoPartition(userId)),
      gsi2sk: z.string().regex(PLAYED_AT_SORT_KEY),
    }),
} as const;

export const ROUND_ENTITY = 'ROUND';
export const ROUND_TOTALS_ENTITY = 'ROUND_TOTALS';
