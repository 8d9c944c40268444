import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { communityCounterUpdate } from '../community/community-counters';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { courseIdentityKey } from '#shared/courses/normalize';
import type { Course } from '#shared/schemas/course';
import { ServiceUnavailableError } from '../lib/errors';
import { batchGet } from '../data/batch-get';
import { importedTeeSetItems } from './tee-sets/tee-sets-repository';
import { countCourseAddition, courseLimitReached, type CourseAddition } from './course-allowance';
import { toCourse, type StoredCourse } from './course-items';
import {
  courseWriteTransaction,
  getCourseById,
  getNameClaimOwner,
  writeCourseTransaction,
} from './courses-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import {
  EXTERNAL_COURSE_LINK_ENTITY,
  externalCourseKeys,
  type ExternalCourseSource,
} from '../data/keys/external-course-keys';
import { isConditionalCheckFailure, wasCancelledByCondition } from '../data/transaction-errors';

export interface ExternalCourseRef {
  source: ExternalCourseSource;
  externalId: string;
}

export interface AddedCourse {
  course: Course;
  /** False when the external course (or a course of the same name in the same city) was already there. */
  created: boolean;
}

async function linkedCourseId(ref: ExternalCourseRef): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: externalCourseKeys.link(ref.source, ref.externalId),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.courseId === 'string' ? Item.courseId : undefined;
}

/** Access pattern: the Fescue course made from an external course, if it was added before. */
export async function findCourseByExternalId(ref: ExternalCourseRef): Promise<Course | undefined> {
  const courseId = await linkedCourseId(ref);
  return courseId ? getCourseById(courseId) : undefined;
}

/** An external course as search shows it, with the name and city a Fescue course made from it would have. */
export interface ExternalCandidate {
  ref: ExternalCourseRef;
  name: string;
  city: string;
}

/**
 * Access pattern: which of these external courses Fescue already holds, by their link (added before) or by
 * the name claim of their name in their city (the catalog holds the course), in one BatchGetItem. External
 * id -> Fescue course id; a course held neither way is left out.
 */
export async function findHeldExternalCourses(
  candidates: readonly ExternalCandidate[],
): Promise<Map<string, string>> {
  const linkKey = ({ ref }: ExternalCandidate) => externalCourseKeys.link(ref.source, ref.externalId);
  const claimKey = ({ name, city }: ExternalCandidate) => courseKeys.nameClaim(courseIdentityKey(name, city));
  const keyText = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;
  const keys = new Map(
    candidates.flatMap((candidate) =>
      [linkKey(candidate), claimKey(candidate)].map((key) => [keyText(key), key]),
    ),
  );
  const items = await batchGet([...keys.values()]);
  const owners = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item.courseId]));
  const held = new Map<string, string>();
  for (const candidate of candidates) {
    const owner = owners.get(keyText(linkKey(candidate))) ?? owners.get(keyText(claimKey(candidate)));
    if (typeof owner === 'string') held.set(candidate.ref.externalId, owner);
  }
  return held;
}

function linkItem(ref: ExternalCourseRef, courseId: string) {
  return {
    ...externalCourseKeys.link(ref.source, ref.externalId),
    entity: EXTERNAL_COURSE_LINK_ENTITY,
    source: ref.source,
    externalId: ref.externalId,
    courseId,
  };
}

/** Points the external course at a course that was there first; a concurrent link that won is kept. */
async function linkToExisting(ref: ExternalCourseRef, courseId: string): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: linkItem(ref, courseId),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Access pattern: add a course made from an external course, once. The course (with its name claim and
 * search entries, written by the courses repository's own transaction), the external link and the count
 * against the golfer's daily allowance (course-allowance.ts) go in one transaction. When the link exists
 * (the same external course added twice, or concurrently) or the name is already claimed in that city (the
 * catalog holds the course), the course that was there is returned, and nothing is counted. Only a course
 * that would be created is refused at the limit (429).
 */
export async function addCourseFromExternal(
  course: StoredCourse,
  ref: ExternalCourseRef,
  addition: CourseAddition,
  /** Its tee sets hole by hole (GolfCourseAPI's), written with it. */
  teeSets: Parameters<typeof importedTeeSetItems>[1] = [],
): Promise<AddedCourse> {
  const items = courseWriteTransaction(course, undefined);
  items.push(...importedTeeSetItems(course.id, teeSets, course.createdAt));
  items.push({
    Put: {
      TableName: tableName(),
      Item: linkItem(ref, course.id),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const allowanceIndex = items.push(countCourseAddition(addition)) - 1;
  items.push(communityCounterUpdate({ courses: 1 }));
  try {
    await writeCourseTransaction(items);
    return { course: toCourse(course), created: true };
  } catch (error) {
    // A conflict the retries could not get past (Fescue busy) may be the concurrent add that won.
    if (!(error instanceof TransactionCanceledException) && !(error instanceof ServiceUnavailableError)) {
      throw error;
    }
    // The link's condition failed, or a concurrent add of the same course conflicted with this one: either
    // way, the course that won is the answer.
    const existing = await findCourseByExternalId(ref);
    if (existing) return { course: existing, created: false };
    if (error instanceof TransactionCanceledException && wasCancelledByCondition(error, 0)) {
      const ownerId = await getNameClaimOwner(course.name, course.city);
      const owner = ownerId ? await getCourseById(ownerId) : undefined;
      if (owner) {
        await linkToExisting(ref, owner.id);
        return { course: owner, created: false };
      }
    }
    if (error instanceof TransactionCanceledException && wasCancelledByCondition(error, allowanceIndex)) {
      throw courseLimitReached(addition.now);
    }
    throw error;
  }
}
