import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import { fescueScore } from '#shared/ratings/fescue-score';
import type { MyRating, RatingSubmission } from '#shared/schemas/rating';
import { NotFound } from '../lib/errors';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import { RATING_AGGREGATE_ENTITY, RATING_ENTITY, ratingKeys } from '../data/keys/rating-keys';
import { REVISION, aggregateDelta, type CountedRating } from './rating-aggregate';
import { communityCounterUpdate } from '../community/community-counters';
import {
  openAccountCheck,
  retryWhileRacing,
  sendTransaction,
  type TransactItem,
} from '../data/transact-write';
import { wasCancelledOnlyByConflict } from '../data/transaction-errors';
import { getUserById } from '../users/users-repository';
import { refreshFescueList } from './fescue-list-repository';

/**
 * A golfer's rating of a course (docs/data-model.md "Community ratings"): read, submit, delete, and the
 * transaction items of any change of it (which a round's rating reaction, ./round-reaction.ts, sends with the
 * round). Drafts, the community figures and The Fescue List have their own modules beside this one. A golfer has one rating per course that
 * counts, the latest submitted, from a round or not, in their own partition; each course has one aggregate
 * item of sums and counts. Every change of a golfer's rating moves the aggregate in the same
 * TransactWriteItems, with `ADD` (many golfers at once add up), and is conditioned on the version of the
 * golfer's rating item it read (two saves of the same golfer racing cannot both count): the loser reads
 * again and retries.
 */

export interface StoredRating {
  userId: string;
  courseId: string;
  roundId: string | null;
  ratings: Record<RatingKey, number>;
  ratingTags: string[];
  comments: string | null;
  shareComments: boolean;
  /** "Alex M." when the comments are shared, else null. */
  author: string | null;
  fescueScore: number;
  submittedAt: string;
  version: number;
}

/** What a rating carries, whichever way it is submitted. */
export interface RatingContent {
  ratings: Partial<Record<RatingKey, number | null>>;
  ratingTags: readonly string[];
  comments: string | null;
  shareComments: boolean;
}

export function categoriesOf(source: Partial<Record<RatingKey, unknown>>): Record<RatingKey, number> {
  return Object.fromEntries(
    RATING_KEYS.map((key) => {
      const value = source[key];
      return [key, typeof value === 'number' && value > 0 ? value : 0];
    }),
  ) as Record<RatingKey, number>;
}

export function toStoredRating(item: Record<string, unknown>): StoredRating {
  return {
    userId: String(item.userId),
    courseId: String(item.courseId),
    roundId: typeof item.roundId === 'string' ? item.roundId : null,
    ratings: categoriesOf(item),
    ratingTags: Array.isArray(item.ratingTags) ? item.ratingTags.map(String) : [],
    comments: typeof item.comments === 'string' ? item.comments : null,
    shareComments: item.shareComments === true,
    author: typeof item.author === 'string' ? item.author : null,
    fescueScore: typeof item.fescueScore === 'number' ? item.fescueScore : 0,
    submittedAt: String(item.submittedAt),
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

export function toMyRating(rating: StoredRating): MyRating {
  return {
    courseId: rating.courseId,
    roundId: rating.roundId,
    ...rating.ratings,
    ratingTags: rating.ratingTags,
    comments: rating.comments,
    shareComments: rating.shareComments,
    fescueScore: rating.fescueScore,
    submittedAt: rating.submittedAt,
  };
}

function counted(rating: StoredRating | undefined): CountedRating | undefined {
  return rating
    ? { ratings: rating.ratings, tags: rating.ratingTags, scoreTenths: Math.round(rating.fescueScore * 10) }
    : undefined;
}

function ratingItem(rating: StoredRating): Record<string, unknown> {
  const shared = rating.shareComments && rating.comments !== null;
  return {
    ...ratingKeys.rating(rating.userId, rating.courseId),
    // Sparse: only shared comments are in the course's comments index.
    ...(shared ? ratingKeys.sharedComment(rating.courseId, rating.submittedAt, rating.userId) : {}),
    entity: RATING_ENTITY,
    userId: rating.userId,
    // The golfer's rating as the API answers it, and what only the item keeps.
    ...toMyRating(rating),
    author: shared ? rating.author : null,
    version: rating.version,
  };
}

/** First name and last initial, as shared comments are signed; a golfer without a name is "A Fescue golfer". */
export function authorName(user: { firstName: string | null; lastName: string | null } | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (!first) return last ? `${last.charAt(0).toUpperCase()}.` : 'A Fescue golfer';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** A golfer's next rating of a course from what they submitted (the author read only when it is shared). */
export async function buildRating(
  userId: string,
  courseId: string,
  content: RatingContent,
  roundId: string | null,
  previous: StoredRating | undefined,
  now: string,
): Promise<StoredRating> {
  const ratings = categoriesOf(content.ratings);
  const shared = content.shareComments && content.comments !== null;
  return {
    userId,
    courseId,
    roundId,
    ratings,
    ratingTags: [...new Set(content.ratingTags)],
    comments: content.comments,
    shareComments: content.shareComments,
    author: shared ? authorName(await getUserById(userId)) : null,
    fescueScore: fescueScore(ratings),
    submittedAt: now,
    version: (previous?.version ?? 0) + 1,
  };
}

/** Access pattern: the golfer's rating of a course (consistent: a write reads it to condition on it). */
export async function getMyRating(userId: string, courseId: string): Promise<StoredRating | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: ratingKeys.rating(userId, courseId),
      ConsistentRead: true,
    }),
  );
  return Item ? toStoredRating(Item) : undefined;
}

/**
 * The transaction items of one golfer's rating of one course going from `previous` to `next` (either may be
 * absent): the rating item written or deleted, conditioned on the version read; the course aggregate moved
 * by the difference with `ADD`; and, on a submission, the draft removed.
 */
export function ratingWriteItems(
  courseId: string,
  userId: string,
  previous: StoredRating | undefined,
  next: StoredRating | undefined,
): TransactItem[] {
  const versionCondition = previous
    ? {
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': previous.version },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const items: TransactItem[] = [];
  if (next) {
    items.push({ Put: { TableName: tableName(), Item: ratingItem(next), ...versionCondition } });
  } else if (previous) {
    items.push({
      Delete: { TableName: tableName(), Key: ratingKeys.rating(userId, courseId), ...versionCondition },
    });
  } else {
    return [];
  }
  const delta = [...aggregateDelta(counted(previous), counted(next))];
  items.push({
    Update: {
      TableName: tableName(),
      Key: ratingKeys.aggregate(courseId),
      UpdateExpression: `SET entity = :entity, courseId = :courseId ADD ${[
        `#revision :one`,
        ...delta.map((_, i) => `#a${i} :d${i}`),
      ].join(', ')}`,
      ExpressionAttributeNames: {
        '#revision': REVISION,
        ...Object.fromEntries(delta.map(([name], i) => [`#a${i}`, name])),
      },
      ExpressionAttributeValues: {
        ':entity': RATING_AGGREGATE_ENTITY,
        ':courseId': courseId,
        ':one': 1,
        ...Object.fromEntries(delta.map(([, by], i) => [`:d${i}`, by])),
      },
    },
  });
  if (next) items.push({ Delete: { TableName: tableName(), Key: ratingKeys.draft(userId, courseId) } });
  // The community's count of reviews: one per golfer's rating of a course.
  if (!previous !== !next) items.push(communityCounterUpdate({ reviews: next ? 1 : -1 }));
  return items;
}

/**
 * What a rating's write did not find (lib/errors.ts; the routes' words: ratingWords in
 * routes/course-rating-params.ts): the course, or the golfer's round a draft names.
 */
export type RatingMiss = 'course' | 'round';

/** The golfer's rating item changed between the read and the write: read again and rebuild. */
class StaleRatingRead extends Error {}

/**
 * Runs a read-then-write rating change until it lands, in one retry loop with one time budget: a cancellation
 * because the golfer's rating item changed since it was read (`ratingIndex`'s condition failed) or because
 * another golfer's transaction held the course's aggregate (TransactionConflict) means read again, rebuild and
 * send again (retryWhileRacing). Other failed conditions are the caller's (`onCancelled`).
 */
export async function withRetry(
  attempt: () => Promise<{ items: TransactItem[]; ratingIndex: number; courseIds: string[] }>,
  onCancelled?: (reasons: (string | undefined)[]) => void,
): Promise<void> {
  await retryWhileRacing(
    async () => {
      const { items, ratingIndex, courseIds } = await attempt();
      try {
        if (items.length > 0) await sendTransaction(items);
      } catch (error) {
        if (!(error instanceof TransactionCanceledException) || wasCancelledOnlyByConflict(error))
          throw error;
        const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        onCancelled?.(reasons);
        if (reasons[ratingIndex] === 'ConditionalCheckFailed')
          throw new StaleRatingRead('', { cause: error });
        throw error;
      }
      await Promise.all(courseIds.map(refreshFescueList));
    },
    { raced: (error) => error instanceof StaleRatingRead || wasCancelledOnlyByConflict(error) },
  );
}

/**
 * Access pattern: submit a rating of a course without a round (PUT /api/courses/{id}/my-rating). It becomes
 * the golfer's rating that counts, replacing any earlier one (from a round or not); the draft goes.
 */
export async function submitCourseRating(
  userId: string,
  courseId: string,
  submission: RatingSubmission,
): Promise<MyRating> {
  let saved: StoredRating | undefined;
  await withRetry(
    async () => {
      const previous = await getMyRating(userId, courseId);
      saved = await buildRating(
        userId,
        courseId,
        {
          ratings: submission,
          ratingTags: submission.ratingTags,
          comments: submission.comments,
          shareComments: submission.shareComments,
        },
        null,
        previous,
        new Date().toISOString(),
      );
      const courseCheck: TransactItem = {
        ConditionCheck: {
          TableName: tableName(),
          Key: courseKeys.course(courseId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      };
      return {
        // Last, so the indexes read below stay put; a golfer whose account is closing is refused (401).
        items: [
          courseCheck,
          ...ratingWriteItems(courseId, userId, previous, saved),
          openAccountCheck(userId),
        ],
        ratingIndex: 1,
        courseIds: [courseId],
      };
    },
    (reasons) => {
      if (reasons[0] === 'ConditionalCheckFailed') throw new NotFound<RatingMiss>('course');
    },
  );
  return toMyRating(saved as StoredRating);
}

/** Access pattern: delete the golfer's rating of a course; it leaves the community figures. */
export async function deleteCourseRating(userId: string, courseId: string): Promise<boolean> {
  let found = false;
  await withRetry(async () => {
    const previous = await getMyRating(userId, courseId);
    found = previous !== undefined;
    return {
      items: ratingWriteItems(courseId, userId, previous, undefined),
      ratingIndex: 0,
      courseIds: found ? [courseId] : [],
    };
  });
  return found;
}
