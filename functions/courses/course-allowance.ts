import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  COURSES_PER_DAY_LIMIT,
  IMPORT_COURSES_PER_BATCH_LIMIT,
  IMPORT_COURSES_PER_DAY_LIMIT,
} from '#shared/schemas/course';
import { LimitReached } from '../lib/errors';
import { documentClient, tableName } from '../data/dynamo-client';
import { COURSES_ADDED_ENTITY, courseKeys } from '../data/keys/course-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A course being added to the shared catalog: whose daily allowance it counts against, and when. A course an
 * import creates names its batch and counts against the imports' own allowance instead (countImportedCourse).
 */
export interface CourseAddition {
  userId: string;
  now: Date;
  importBatchId?: string;
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
export type CourseAllowanceRefusal =
  'courses-per-day' | 'imported-courses-per-batch' | 'imported-courses-per-day';

/** The refusal of a golfer who has added today's courses (429), saying when they may add more. */
export function courseLimitReached(now: Date): LimitReached<CourseAllowanceRefusal> {
  return new LimitReached<CourseAllowanceRefusal>('courses-per-day', secondsUntilNextUtcDay(now));
}

/** A conditional `ADD` of one to a counter item, refused (the transaction cancelled) at `limit`. */
function countUnder(key: Record<string, string>, limit: number, expiresAtSeconds: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET entity = :entity, expiresAt = :expiresAt ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':entity': COURSES_ADDED_ENTITY,
        ':expiresAt': expiresAtSeconds,
        ':one': 1,
        ':limit': limit,
      },
    },
  };
}

/**
 * Access pattern: count one course the golfer adds today. It goes in the SAME TransactWriteItems as the
 * course, so a refused create writes nothing: an `ADD` conditioned on the count being under the limit
 * (never read-modify-write), so however many creates race, exactly the limit succeed and the rest cancel.
 * The counter expires (TTL) a day after its day ends; its day is in its key, so a counter DynamoDB has not
 * yet deleted is never read for another day.
 */
export function countCourseAddition({ userId, now }: CourseAddition): TransactItem {
  return countUnder(
    courseKeys.coursesAdded(userId, utcDay(now)),
    COURSES_PER_DAY_LIMIT,
    Math.floor((nextUtcMidnightMs(now) + DAY_MS) / 1000),
  );
}

/** How long an import batch's count of created courses is kept: longer than any import is left to resume. */
const BATCH_COUNT_KEPT_MS = 30 * DAY_MS;

/**
 * Access pattern: count one course an import creates, against the imports' own allowance
 * (IMPORT_COURSES_PER_BATCH_LIMIT for its batch, IMPORT_COURSES_PER_DAY_LIMIT for the golfer's UTC day, over
 * all their imports), not the daily ten. Two conditional `ADD`s in the SAME transaction as the course, as
 * countCourseAddition: whichever limit is reached cancels the create, and nothing is written.
 */
export function countImportedCourse({ userId, now }: CourseAddition, batchId: string): TransactItem[] {
  return [
    countUnder(
      courseKeys.importBatchCoursesAdded(userId, batchId),
      IMPORT_COURSES_PER_BATCH_LIMIT,
      Math.floor((now.getTime() + BATCH_COUNT_KEPT_MS) / 1000),
    ),
    countUnder(
      courseKeys.importCoursesAdded(userId, utcDay(now)),
      IMPORT_COURSES_PER_DAY_LIMIT,
      Math.floor((nextUtcMidnightMs(now) + DAY_MS) / 1000),
    ),
  ];
}

/**
 * The allowance items of one course created, with how to tell which refused it: the imports' own when an
 * import creates it, else the golfer's daily ten.
 */
export function courseAllowanceItems(addition: CourseAddition): {
  items: TransactItem[];
  refusals: CourseAllowanceRefusal[];
} {
  if (addition.importBatchId) {
    return {
      items: countImportedCourse(addition, addition.importBatchId),
      refusals: ['imported-courses-per-batch', 'imported-courses-per-day'],
    };
  }
  return { items: [countCourseAddition(addition)], refusals: ['courses-per-day'] };
}

/** The refusal for the allowance that was reached (429): a batch's does not renew, so no wait helps it. */
export function allowanceReached(
  reason: CourseAllowanceRefusal,
  now: Date,
): LimitReached<CourseAllowanceRefusal> {
  return new LimitReached<CourseAllowanceRefusal>(reason, secondsUntilNextUtcDay(now));
}

/**
 * Access pattern: how many more courses the golfer may add today (one consistent GetItem of today's
 * counter). Only a check ahead of work that would be wasted (a metered GolfCourseAPI call, an import's
 * courses); the limit itself is held by countCourseAddition's condition.
 */
export async function coursesLeftToday({ userId, now }: CourseAddition): Promise<number> {
  return left(courseKeys.coursesAdded(userId, utcDay(now)), COURSES_PER_DAY_LIMIT);
}

/**
 * Access pattern: how many more courses the golfer's imports may create today (one consistent GetItem of the
 * imports' counter for the day), for the preview's warning; the limits are held by countImportedCourse.
 */
export async function importCoursesLeftToday({ userId, now }: CourseAddition): Promise<number> {
  return left(courseKeys.importCoursesAdded(userId, utcDay(now)), IMPORT_COURSES_PER_DAY_LIMIT);
}

async function left(key: Record<string, string>, limit: number): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#count',
      ExpressionAttributeNames: { '#count': 'count' },
    }),
  );
  const added = typeof Item?.count === 'number' ? Item.count : 0;
  return Math.max(0, limit - added);
}
