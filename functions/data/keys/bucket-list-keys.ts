import * as z from 'zod';
import { cursorKeyStartingWith } from '../cursor';
import { userKeys } from './user-keys';

/**
 * Keys of the bucket list. The BUCKET# prefix, the #BUCKET index partition and BUCKETTOTALS are
 * written here and nowhere else; the golfer's partition comes from userKeys.
 *
 * Entry:  pk USER#<sub>  sk BUCKET#<courseId>
 *         gsi1 USER#<sub>#BUCKET / <10 - priority, 2 digits>#<addedAt>#<courseId>   (highest priority first,
 *         then the earliest added)
 * Totals: pk USER#<sub>  sk BUCKETTOTALS   (`entries`: the count, changed with ADD by the entry writes)
 */
const ENTRY_PREFIX = 'BUCKET#';

export function bucketListPartition(userId: string): string {
  return `${userKeys.profile(userId).pk}#BUCKET`;
}

export const bucketListKeys = {
  entry: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${ENTRY_PREFIX}${courseId}`,
  }),
  byPriority: (userId: string, priority: number, addedAt: string, courseId: string) => ({
    gsi1pk: bucketListPartition(userId),
    gsi1sk: `${String(10 - priority).padStart(2, '0')}#${addedAt}#${courseId}`,
  }),
  totals: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'BUCKETTOTALS' }),
  /** The sort-key prefix of every entry in the golfer's partition (not the totals item). */
  entriesPrefix: () => ENTRY_PREFIX,
} as const;

/** The exact key shape of a page of the golfer's bucket list (see ../cursor.ts). */
export const bucketListPageKeys = {
  byPriority: (userId: string) =>
    z.strictObject({
      pk: z.literal(userKeys.profile(userId).pk),
      sk: cursorKeyStartingWith(ENTRY_PREFIX),
      gsi1pk: z.literal(bucketListPartition(userId)),
      gsi1sk: z.string().regex(/^\d{2}#[^#]+#[a-z0-9-]+$/i),
    }),
} as const;

export const BUCKET_ENTRY_ENTITY = 'BUCKET_LIST_ENTRY';
export const BUCKET_TOTALS_ENTITY = 'BUCKET_LIST_TOTALS';

/**
 * A round that ticks an entry off is recorded on it as `playedRound#<round id>` = its date: the entry is played
 * while it has any, on the earliest date, and deleting the round removes its own tick only.
 */
export const PLAYED_ROUND_PREFIX = 'playedRound#';
export const playedRoundAttribute = (roundId: string) => `${PLAYED_ROUND_PREFIX}${roundId}`;
