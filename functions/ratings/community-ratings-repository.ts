import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MIN_RATERS } from '#shared/ratings/community';
import type { CommunityRatings, SharedComment } from '#shared/schemas/rating';
import { batchGet } from '../data/batch-get';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import { ratingKeys, ratingPageKeys } from '../data/keys/rating-keys';
import { communityRatingsOf, communityScoreOf, ratersOf } from './rating-aggregate';

/**
 * What the community's ratings show of a course (docs/data-model.md "Community ratings"): its figures from
 * the course's aggregate item (./rating-aggregate.ts), for one course, for lists of courses, and the
 * comments golfers shared.
 */

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
