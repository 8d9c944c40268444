import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RATING_KEYS, type RatingKey } from '../../shared/ratings/categories';
import { MIN_RATERS } from '../../shared/ratings/community';
import { fescueScore, hasAnyRating } from '../../shared/ratings/fescue-score';
import type {
  CommunityRatings,
  GolfersChoiceEntry,
  MyRating,
  RatingDraft,
  RatingDraftFields,
  RatingSubmission,
  SharedComment,
} from '../../shared/schemas/rating';
import { NotFoundError } from '../lib/errors';
import { batchGet } from './batch-get';
import { COURSE_NOT_FOUND_MESSAGE, getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from './cursor';
import { documentClient, tableName } from './dynamo-client';
import { courseKeys } from './keys/course-keys';
import { roundKeys } from './keys/round-keys';
import { ROUND_NOT_FOUND_MESSAGE } from '../../shared/schemas/round';
import {
  GOLFERS_CHOICE_PARTITION,
  RATING_AGGREGATE_ENTITY,
  RATING_DRAFT_ENTITY,
  RATING_ENTITY,
  ratingKeys,
  ratingPageKeys,
} from './keys/rating-keys';
import {
  REVISION,
  aggregateDelta,
  communityRatingsOf,
  communityScoreOf,
  rankingScoreOf,
  ratersOf,
  type CountedRating,
} from './rating-aggregate';
import { communityCounterUpdate } from '../community/community-counters';
import { openAccountCheck } from '../users/open-account';
import { wasCancelledByCondition, wasCancelledOnlyByConflict } from './transaction-errors';
import { retryWhileRacing, sendTransaction, transactWrite, type TransactItem } from './transact-write';
import { getUserById } from '../users/users-repository';

/**
 * Course ratings (issue 14; docs/data-model.md "Community ratings"). A golfer has one rating per course that
 * counts, the latest submitted, from a round or not, in their own partition; each course has one aggregate
 * item of sums and counts. Every change of a golfer's rating moves the aggregate in the same
 * TransactWriteItems, with `ADD` (many golfers at once add up), and is conditioned on the version of the
 * golfer's rating item it read (two saves of the same golfer racing cannot both count): the loser reads
 * again and retries.
 */

/** Drafts left alone this long are removed by DynamoDB's TTL. */
export const DRAFT_TTL_DAYS = 180;

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

function categoriesOf(source: Partial<Record<RatingKey, unknown>>): Record<RatingKey, number> {
  return Object.fromEntries(
    RATING_KEYS.map((key) => {
      const value = source[key];
      return [key, typeof value === 'number' && value > 0 ? value : 0];
    }),
  ) as Record<RatingKey, number>;
}

function toStoredRating(item: Record<string, unknown>): StoredRating {
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
    courseId: rating.courseId,
    roundId: rating.roundId,
    ...rating.ratings,
    ratingTags: rating.ratingTags,
    comments: rating.comments,
    shareComments: rating.shareComments,
    author: shared ? rating.author : null,
    fescueScore: rating.fescueScore,
    submittedAt: rating.submittedAt,
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
async function buildRating(
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

// ---------------------------------------------------------------------------------------------- reads

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

/**
 * Access pattern: a course's community figures: one Query of the course's partition returns the course item
 * (it exists) and its rating aggregate.
 */
export async function getCommunityRatings(courseId: string): Promise<CommunityRatings | undefined> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': courseKeys.course(courseId).pk },
    }),
  );
  if (!Items.some((item) => item.sk === courseKeys.course(courseId).sk)) return undefined;
  const aggregate = Items.find((item) => item.sk === ratingKeys.aggregate(courseId).sk);
  return communityRatingsOf(courseId, aggregate);
}

/** What course lists and search hits show of each course's community rating. */
export interface CommunityFigures {
  /** The community Fescue Score, one decimal; 0 until MIN_RATERS golfers rated the course (spec default). */
  userRating: number;
  reviewCount: number;
}

export function figuresOf(item: Record<string, unknown> | undefined): CommunityFigures {
  const raters = ratersOf(item);
  return { userRating: raters >= MIN_RATERS ? (communityScoreOf(item) ?? 0) : 0, reviewCount: raters };
}

/** Access pattern: the community figures of some courses, one BatchGetItem of their aggregates per 100. */
export async function getCommunityFigures(
  courseIds: readonly string[],
): Promise<Map<string, CommunityFigures>> {
  const items = await batchGet(
    [...new Set(courseIds)].map((id) => ratingKeys.aggregate(id)),
    { projection: ['courseId', 'raters', 'scoreTenths'] },
  );
  const figures = new Map(courseIds.map((id) => [id, figuresOf(undefined)]));
  for (const item of items) figures.set(String(item.courseId), figuresOf(item));
  return figures;
}

/**
 * Courses (or search hits) with their community figures in place of whatever the course item holds: the
 * aggregate is the only source of `userRating` and `reviewCount`. One BatchGetItem per 100 courses.
 */
export async function withCommunityFigures<T extends { id: string }>(
  courses: readonly T[],
): Promise<(T & CommunityFigures)[]> {
  if (courses.length === 0) return [];
  const figures = await getCommunityFigures(courses.map((course) => course.id));
  return courses.map((course) => ({ ...course, ...(figures.get(course.id) ?? figuresOf(undefined)) }));
}

/** Access pattern: the comments golfers shared about a course, newest first (sparse gsi1), in pages. */
export async function listSharedComments(
  courseId: string,
  limit: number,
  cursor?: string,
): Promise<{ comments: SharedComment[]; nextCursor?: string }> {
  const partition = ratingKeys.sharedCommentsPartition(courseId);
  const startKey = decodeCursor(cursor, ratingPageKeys.sharedComments(courseId));
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: 'author, comments, fescueScore, submittedAt',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    comments: Items.map((item) => ({
      author: typeof item.author === 'string' ? item.author : 'A Fescue golfer',
      comments: String(item.comments ?? ''),
      fescueScore: typeof item.fescueScore === 'number' ? item.fescueScore : 0,
      submittedAt: String(item.submittedAt),
    })),
    nextCursor: encodeCursor(LastEvaluatedKey),
  };
}

const GOLFERS_CHOICE_COURSE_FIELDS = ['name', 'location', 'imageUrl', 'courseType', 'architect'];

/**
 * Access pattern: Golfers' Choice, the courses golfers rate highest by Bayesian average: a Query of the
 * sparse gsi2 GOLFERS_CHOICE (only aggregates of MIN_RATERS raters or more) from the highest value down,
 * then one BatchGetItem of those courses' summaries.
 */
export async function listGolfersChoice(
  limit: number,
  cursor?: string,
): Promise<{ courses: GolfersChoiceEntry[]; nextCursor?: string }> {
  const startKey = decodeCursor(cursor, ratingPageKeys.golfersChoice);
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': GOLFERS_CHOICE_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const courses = await getCourseItemsByIds(
    Items.map((item) => String(item.courseId)),
    GOLFERS_CHOICE_COURSE_FIELDS,
  );
  return {
    courses: Items.flatMap((item) => {
      const course = courses.get(String(item.courseId));
      if (!course) return [];
      return [
        {
          course: {
            id: String(course.id),
            name: String(course.name),
            location: String(course.location ?? ''),
            imageUrl: typeof course.imageUrl === 'string' ? course.imageUrl : null,
            courseType: String(course.courseType ?? 'public'),
            architect: typeof course.architect === 'string' ? course.architect : null,
          },
          fescueScore: communityScoreOf(item) ?? 0,
          raterCount: ratersOf(item),
          rankingScore: Math.round(rankingScoreOf(item) * 100) / 100,
        },
      ];
    }),
    nextCursor: encodeCursor(LastEvaluatedKey),
  };
}

/** Access pattern: the golfer's draft of a course's rating, or undefined. */
export async function getDraft(userId: string, courseId: string): Promise<RatingDraft | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.draft(userId, courseId), ConsistentRead: true }),
  );
  return Item ? toDraft(Item) : undefined;
}

// --------------------------------------------------------------------------------------------- writes

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
    if (wasCancelledByCondition(error, 0)) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    if (wasCancelledByCondition(error, 2)) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);
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
  // The community's count of reviews (issue 18): one per golfer's rating of a course.
  if (!previous !== !next) items.push(communityCounterUpdate({ reviews: next ? 1 : -1 }));
  return items;
}

/**
 * After a rating change commits: the course's Golfers' Choice key follows its figures. The key depends on
 * the aggregate's sums, which `ADD` leaves unknown inside the transaction, so it is set afterwards from a
 * consistent read, conditioned on the revision read: when another change landed meanwhile the write is
 * dropped, and that change's own refresh (which reads after it) sets the key.
 */
export async function refreshGolfersChoice(courseId: string): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.aggregate(courseId), ConsistentRead: true }),
  );
  if (!Item) return;
  const listed = ratersOf(Item) >= MIN_RATERS;
  const key = ratingKeys.golfersChoice(rankingScoreOf(Item), courseId);
  if (listed ? Item.gsi2sk === key.gsi2sk : Item.gsi2pk === undefined) return;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ratingKeys.aggregate(courseId),
        UpdateExpression: listed ? 'SET gsi2pk = :pk, gsi2sk = :sk' : 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression: '#revision = :revision',
        ExpressionAttributeNames: { '#revision': REVISION },
        ExpressionAttributeValues: {
          ':revision': Item[REVISION],
          ...(listed ? { ':pk': key.gsi2pk, ':sk': key.gsi2sk } : {}),
        },
      }),
    );
  } catch (error) {
    // Another change is landing on the aggregate right now (a failed condition, or in AWS a transaction
    // holding the item): its own refresh, which reads after it, sets the key.
    if (
      !(error instanceof ConditionalCheckFailedException) &&
      !(error instanceof TransactionConflictException)
    ) {
      throw error;
    }
  }
}

/** The golfer's rating item changed between the read and the write: read again and rebuild. */
class StaleRatingRead extends Error {}

/**
 * Runs a read-then-write rating change until it lands, in one retry loop with one time budget: a cancellation
 * because the golfer's rating item changed since it was read (`ratingIndex`'s condition failed) or because
 * another golfer's transaction held the course's aggregate (TransactionConflict) means read again, rebuild and
 * send again (retryWhileRacing). Other failed conditions are the caller's (`onCancelled`).
 */
async function withRetry(
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
      await Promise.all(courseIds.map(refreshGolfersChoice));
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
      if (reasons[0] === 'ConditionalCheckFailed') throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
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

/** The parts of a round the rating reaction reads (the rounds repository's StoredRound has them all). */
export interface RatedRound extends Partial<Record<RatingKey, number | null>> {
  id: string;
  userId: string;
  courseId: string;
  ratingTags: readonly string[];
  ratingComments: string | null;
  ratingShared: boolean;
}

function roundContent(round: RatedRound): RatingContent {
  return {
    ratings: round,
    ratingTags: round.ratingTags,
    comments: round.ratingComments,
    shareComments: round.ratingShared,
  };
}

function sameContent(a: RatedRound, b: RatedRound): boolean {
  return (
    RATING_KEYS.every((key) => (a[key] ?? 0) === (b[key] ?? 0)) &&
    a.ratingComments === b.ratingComments &&
    a.ratingShared === b.ratingShared &&
    a.ratingTags.length === b.ratingTags.length &&
    a.ratingTags.every((tag) => b.ratingTags.includes(tag))
  );
}

/** What a round write collects from the rating feature: its transaction items and what follows the commit. */
export interface RatingReaction {
  items: TransactItem[];
  afterCommit: () => Promise<void>;
}

/**
 * The rating feature's reaction to a round write (DESIGN.md §3): given the round before and after (either
 * absent: a create, a delete), the transaction items that keep the golfer's course rating and the course
 * aggregates right, for the round write to send with its own.
 *
 * - A round created with ratings, or whose ratings, tags or comments change, or that moves to another
 *   course with ratings, submits them: they become the golfer's rating of its course (the latest counts).
 * - A round that carried the golfer's rating (its `roundId`) and is deleted, moved to another course or
 *   left with no rating takes that rating out of its course's figures.
 * An edit that leaves the ratings alone (the score, say) changes nothing here, unless the golfer submitted
 * the round's rating again (`ratingSubmitted`: Rate Course), which makes it the latest.
 */
export async function ratingReactionToRound(
  before?: RatedRound,
  after?: RatedRound,
  { ratingSubmitted = false }: { ratingSubmitted?: boolean } = {},
): Promise<RatingReaction> {
  const submits =
    after !== undefined &&
    hasAnyRating(after) &&
    (ratingSubmitted ||
      before === undefined ||
      before.courseId !== after.courseId ||
      !sameContent(before, after));
  const leaves =
    before !== undefined &&
    (after === undefined || after.courseId !== before.courseId || !hasAnyRating(after));
  const items: TransactItem[] = [];
  const changed: string[] = [];
  const now = new Date().toISOString();
  if (leaves && before) {
    const current = await getMyRating(before.userId, before.courseId);
    if (current?.roundId === before.id) {
      items.push(...ratingWriteItems(before.courseId, before.userId, current, undefined));
      changed.push(before.courseId);
    }
  }
  if (submits && after) {
    const current = await getMyRating(after.userId, after.courseId);
    const next = await buildRating(after.userId, after.courseId, roundContent(after), after.id, current, now);
    items.push(...ratingWriteItems(after.courseId, after.userId, current, next));
    changed.push(after.courseId);
  }
  return {
    items,
    afterCommit: async () => {
      await Promise.all(changed.map(refreshGolfersChoice));
    },
  };
}
