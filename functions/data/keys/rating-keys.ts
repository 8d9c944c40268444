import * as z from 'zod';
import { cursorKeyStartingWith, cursorKeyValue } from '../cursor';
import { courseKeys } from './course-keys';
import { userKeys } from './user-keys';

/**
 * Keys of the course-rating entities. The RATING#, RATINGDRAFT#, RATING, #COMMENTS and
 * GOLFERS_CHOICE prefixes are written here and nowhere else; the golfer's and the course's partitions come
 * from userKeys and courseKeys.
 *
 * Golfer's rating:  pk USER#<sub>     sk RATING#<courseId>       (the one that counts, latest submitted)
 *                   gsi1 COURSE#<id>#COMMENTS / <submittedAt>#<sub>   (sparse: only shared comments)
 * Rating draft:     pk USER#<sub>     sk RATINGDRAFT#<courseId>  (TTL expiresAt)
 * Course aggregate: pk COURSE#<id>    sk RATING                  (sums and counts, kept with ADD)
 *                   gsi2 GOLFERS_CHOICE / <Bayesian average × 1000, 5 digits>#<id>  (sparse: 3+ raters)
 */
const RATING_PREFIX = 'RATING#';
const DRAFT_PREFIX = 'RATINGDRAFT#';
/**
 * The Fescue List's index partition. Its stored value keeps the ranking's old name: renaming it would re-key
 * every course aggregate for no visible change, and the list would read half empty while that ran.
 */
export const FESCUE_LIST_PARTITION = 'GOLFERS_CHOICE';

export const ratingKeys = {
  rating: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${RATING_PREFIX}${courseId}`,
  }),
  draft: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${DRAFT_PREFIX}${courseId}`,
  }),
  /** The course id of a golfer's rating from its sort key; undefined for any other item of the partition. */
  courseIdFromRatingSk: (sk: string) =>
    sk.startsWith(RATING_PREFIX) ? sk.slice(RATING_PREFIX.length) : undefined,
  aggregate: (courseId: string) => ({ pk: courseKeys.course(courseId).pk, sk: 'RATING' }),
  sharedCommentsPartition: (courseId: string) => `${courseKeys.course(courseId).pk}#COMMENTS`,
  sharedComment: (courseId: string, submittedAt: string, userId: string) => ({
    gsi1pk: ratingKeys.sharedCommentsPartition(courseId),
    gsi1sk: `${submittedAt}#${userId}`,
  }),
  /** Descending by value when queried backwards; the value is 0 to 10, kept to three decimals. */
  fescueList: (rankingScore: number, courseId: string) => ({
    gsi2pk: FESCUE_LIST_PARTITION,
    gsi2sk: `${String(Math.round(Math.max(0, Math.min(10, rankingScore)) * 1000)).padStart(5, '0')}#${courseId}`,
  }),
} as const;

/** The exact key shapes of the ratings' paged Queries, so a crafted cursor is a 400 (see ../cursor.ts). */
export const ratingPageKeys = {
  /** gsi1 of one course's shared comments: a golfer's rating item and its comment index key. */
  sharedComments: (courseId: string) =>
    z.strictObject({
      pk: cursorKeyStartingWith(userKeys.profile('').pk),
      sk: z.literal(ratingKeys.rating('', courseId).sk),
      gsi1pk: z.literal(ratingKeys.sharedCommentsPartition(courseId)),
      gsi1sk: cursorKeyValue,
    }),
  /** gsi2 GOLFERS_CHOICE: a course's aggregate item and its ranking key. */
  fescueList: z.strictObject({
    pk: cursorKeyStartingWith(courseKeys.course('').pk),
    sk: z.literal(ratingKeys.aggregate('').sk),
    gsi2pk: z.literal(FESCUE_LIST_PARTITION),
    gsi2sk: cursorKeyValue,
  }),
} as const;

export const RATING_ENTITY = 'COURSE_RATING_OF_GOLFER';
export const RATING_DRAFT_ENTITY = 'COURSE_RATING_DRAFT';
export const RATING_AGGREGATE_ENTITY = 'COURSE_RATING_AGGREGATE';
