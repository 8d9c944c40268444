import { userKeys } from './user-keys';

/**
 * Keys of the played marks ("I've played it" without a round, docs/product-rules.md#played-without-a-round).
 * The PLAYEDMARK# prefix is written here and nowhere else; the golfer's partition comes from userKeys.
 *
 * Played mark: pk USER#<sub>  sk PLAYEDMARK#<courseId>   (year, before2000, note, markedAt, importBatchId)
 *
 * The course link (course-keys.ts) carries `marked` beside `played`, so every reader of the links (the map,
 * the stats, the passport, the achievements, rating) counts a marked course without reading the marks.
 */
const MARK_PREFIX = 'PLAYEDMARK#';

export const playedKeys = {
  mark: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${MARK_PREFIX}${courseId}`,
  }),
  /** Every mark in the golfer's partition: Query `begins_with(sk, skPrefix)`. */
  marksOfUser: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: MARK_PREFIX }),
} as const;

export const PLAYED_MARK_ENTITY = 'PLAYED_MARK';

/** The course link's attribute that says the golfer marked the course played (`true`, or absent). */
export const LINK_MARKED_ATTRIBUTE = 'marked';

/**
 * The bucket-list entry's tick of a mark (`playedMark` = the mark's year, `before-2000`, or `''`), beside the
 * rounds' `playedRound#<id>` ticks: the entry is played while it has any.
 */
export const BUCKET_MARK_TICK = 'playedMark';
