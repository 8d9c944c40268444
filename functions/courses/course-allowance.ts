import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { COURSES_PER_DAY_LIMIT } from '#shared/schemas/course';
import { LimitReached } from '../lib/errors';
import { documentClient, tableName } from '../data/dynamo-client';
import { COURSES_ADDED_ENTITY, courseKeys } from '../data/keys/course-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A course being added to the shared catalog: whose daily allowance it counts against, and when. */
export interface CourseAddition {
  userId: string;
  now: Date;
}

/** The UTC day (YYYY-MM-DD) an addition counts for: the limit renews at 00:00 UTC for every golfer. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnightMs(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
}

/** Whole seconds until the allowance renews at the next 00:00 UTC (at least 1): the 429's Retry-After. */
export function secondsUntilNextUtcDay(now: Date): number {
  return Math.max(1, Math.ceil((nextUtcMidnightMs(now) - now.getTime()) / 1000));
}

/** Why adding a course is refused: the golfer has added today's courses (COURSE_WORDS has the words). */
export type CourseAllowanceRefusal = 'courses-per-day';

/** The refusal of a golfer who has added today's courses (429), saying when they may add more. */
export function courseLimitReached(now: Date): LimitReached<CourseAllowanceRefusal> {
  return new LimitReached<CourseAllowanceRefusal>('courses-per-day', secondsUntilNextUtcDay(now));
}

/**
 * Access pattern: count one course the golfer adds today. It goes in the SAME TransactWriteItems as the
 * course, so a refused create writes nothing: an `ADD` conditioned on the count being under the limit
 * (never read-modify-write), so however many creates race, exactly the limit succeed and the rest cancel.
 * The counter expires (TTL) a day after its day ends; its day is in its key, so a counter DynamoDB has not
 * yet deleted is never read for another day.
 */
export function countCourseAddition({ userId, now }: CourseAddition): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: courseKeys.coursesAdded(userId, utcDay(now)),
      UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':entity': COURSES_ADDED_ENTITY,
        ':expiresAt': Math.floor((nextUtcMidnightMs(now) + DAY_MS) / 1000),
        ':one': 1,
        ':limit': COURSES_PER_DAY_LIMIT,
      },
    },
  };
}

/**
 * Access pattern: how many more courses the golfer may add today (one consistent GetItem of today's
 * counter). Only a check ahead of work that would be wasted (a metered GolfCourseAPI call, an import's
 * courses); the limit itself is held by countCourseAddition's condition.
 */
export async function coursesLeftToday({ userId, now }: CourseAddition): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.coursesAdded(userId, utcDay(now)),
      ConsistentRead: true,
      ProjectionExpression: '#count',
      ExpressionAttributeNames: { '#count': 'count' },
    }),
  );
  const added = typeof Item?.count === 'number' ? Item.count : 0;
  return Math.max(0, COURSES_PER_DAY_LIMIT - added);
}
