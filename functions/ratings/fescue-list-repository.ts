import { ConditionalCheckFailedException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MIN_RATERS } from '#shared/ratings/community';
import type { FescueListEntry } from '#shared/schemas/rating';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import { FESCUE_LIST_PARTITION, ratingKeys, ratingPageKeys } from '../data/keys/rating-keys';
import { copyFiguresToGeoEntry } from './geo-figures';
import { REVISION, communityScoreOf, rankingScoreOf, ratersOf } from './rating-aggregate';

/**
 * The Fescue List, the members' ranking of courses (docs/data-model.md "Community ratings"): a sparse index
 * on the rating aggregates, read in pages, and kept in step with the figures after every rating change.
 */

const FESCUE_LIST_COURSE_FIELDS = ['name', 'location', 'imageUrl', 'courseType', 'architect'];

/**
 * Access pattern: The Fescue List, the courses golfers rate highest by Bayesian average: a Query of the
 * sparse gsi2 GOLFERS_CHOICE (only aggregates of MIN_RATERS raters or more) from the highest value down,
 * then one BatchGetItem of those courses' summaries.
 */
export async function listFescueList(
  limit: number,
  cursor?: string,
): Promise<{ courses: FescueListEntry[]; nextCursor?: string }> {
  const startKey = decodeCursor(cursor, ratingPageKeys.fescueList);
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': FESCUE_LIST_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const courses = await getCourseItemsByIds(
    Items.map((item) => String(item.courseId)),
    FESCUE_LIST_COURSE_FIELDS,
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

/**
 * After a rating change commits: the course's The Fescue List key, and the figures its geo entry carries,
 * follow its figures. The key depends on
 * the aggregate's sums, which `ADD` leaves unknown inside the transaction, so it is set afterwards from a
 * consistent read, conditioned on the revision read: when another change landed meanwhile the write is
 * dropped, and that change's own refresh (which reads after it) sets the key.
 */
export async function refreshFescueList(courseId: string): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.aggregate(courseId), ConsistentRead: true }),
  );
  if (!Item) return;
  // The trip planner lists and sorts by the copy on the course's geo entry (./geo-figures.ts).
  await Promise.all([copyFiguresToGeoEntry(courseId, Item), setFescueListKey(courseId, Item)]);
}

async function setFescueListKey(courseId: string, Item: Record<string, unknown>): Promise<void> {
  const listed = ratersOf(Item) >= MIN_RATERS;
  const key = ratingKeys.fescueList(rankingScoreOf(Item), courseId);
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
