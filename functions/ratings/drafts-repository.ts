import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MyRating, RatingDraft, RatingDraftFields } from '#shared/schemas/rating';
import { NotFound } from '../lib/errors';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import { RATING_DRAFT_ENTITY, ratingKeys } from '../data/keys/rating-keys';
import { roundKeys } from '../data/keys/round-keys';
import { wasCancelledByCondition } from '../data/transaction-errors';
import { transactWrite } from '../data/transact-write';
import { categoriesOf, toMyRating, toStoredRating, type RatingMiss } from './my-rating-repository';

/**
 * A golfer's draft of a course's rating (docs/data-model.md "Community ratings"): one per golfer and course,
 * kept server-side so another device finds it, removed by a submission (./my-rating-repository.ts) or by TTL.
 */

/** Drafts left alone this long are removed by DynamoDB's TTL. */
export const DRAFT_TTL_DAYS = 180;

function toDraft(item: Record<string, unknown>): RatingDraft {
  return {
    courseId: String(item.courseId),
    roundId: typeof item.roundId === 'string' ? item.roundId : null,
    ...categoriesOf(item),
    ratingTags: Array.isArray(item.ratingTags) ? item.ratingTags.map(String) : [],
    comments: typeof item.comments === 'string' ? item.comments : null,
    shareComments: item.shareComments === true,
    savedAt: String(item.savedAt),
  };
}

/**
 * Access pattern: the golfer's rating and draft of a course, and whether the course exists, in one
 * consistent BatchGetItem.
 */
export async function getMyRatingAndDraft(
  userId: string,
  courseId: string,
): Promise<{ courseExists: boolean; rating: MyRating | null; draft: RatingDraft | null }> {
  const items = await batchGet(
    [courseKeys.course(courseId), ratingKeys.rating(userId, courseId), ratingKeys.draft(userId, courseId)],
    { consistentRead: true, projection: undefined },
  );
  const bySk = new Map(items.map((item) => [String(item.sk), item]));
  const rating = bySk.get(ratingKeys.rating(userId, courseId).sk);
  const draft = bySk.get(ratingKeys.draft(userId, courseId).sk);
  return {
    courseExists: bySk.has(courseKeys.course(courseId).sk),
    rating: rating ? toMyRating(toStoredRating(rating)) : null,
    draft: draft ? toDraft(draft) : null,
  };
}

/** Access pattern: the golfer's draft of a course's rating, or undefined. */
export async function getDraft(userId: string, courseId: string): Promise<RatingDraft | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.draft(userId, courseId), ConsistentRead: true }),
  );
  return Item ? toDraft(Item) : undefined;
}

/**
 * Access pattern: save the golfer's draft of a course's rating (one per golfer and course; replaced). The
 * course must exist, and the round it names (if any) must be one of the golfer's own, checked in the same
 * transaction: another golfer's round id is a 404, as everywhere, and nothing is written.
 */
export async function putDraft(
  userId: string,
  courseId: string,
  fields: RatingDraftFields,
  now = new Date(),
): Promise<RatingDraft> {
  const { roundId, ratingTags, comments, shareComments, ...categories } = fields;
  const item = {
    ...ratingKeys.draft(userId, courseId),
    entity: RATING_DRAFT_ENTITY,
    courseId,
    roundId,
    ...categoriesOf(categories),
    ratingTags,
    comments,
    shareComments,
    savedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + DRAFT_TTL_DAYS * 24 * 60 * 60,
  };
  try {
    await transactWrite([
      // The course must exist: a draft of nothing would never be found again.
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: courseKeys.course(courseId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: item } },
      // Looked up in the golfer's own partition: another golfer's round id is simply not there.
      ...(roundId
        ? [
            {
              ConditionCheck: {
                TableName: tableName(),
                Key: roundKeys.round(userId, roundId),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (wasCancelledByCondition(error, 0)) throw new NotFound<RatingMiss>('course');
    if (wasCancelledByCondition(error, 2)) throw new NotFound<RatingMiss>('round');
    throw error;
  }
  return toDraft(item);
}

/** Access pattern: remove the golfer's draft; false when there was none. */
export async function deleteDraft(userId: string, courseId: string): Promise<boolean> {
  const { Attributes } = await documentClient().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: ratingKeys.draft(userId, courseId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
