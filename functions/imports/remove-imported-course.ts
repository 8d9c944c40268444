import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { communityCounterUpdate } from '../community/community-counters';
import { storedIndexOf } from '../courses/course-items';
import { architectRemoval, getCourseItem } from '../courses/courses-repository';
import { countedCellOfGeoKey, geoTallyUpdates } from '../courses/geo-tallies';
import { tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import { ratingKeys } from '../data/keys/rating-keys';
import { transactWrite, type TransactItem } from '../data/transact-write';

/**
 * Access pattern: take away a custom course an import created, when nothing uses it: one TransactWriteItems
 * of the course, its name claim, its search entries and architect memberships (by the keys its item
 * remembers), conditioned on the course being as read and still the golfer's own, on the golfer having no
 * link to it (no round, played mark or bucket-list entry of theirs), and on nobody having rated it. A course
 * in use is kept (false). Another golfer's round at it leaves no trace in this golfer's data; such a round
 * keeps its course summary null, as for any course gone from the catalog (docs/product-rules.md#importing-your-golf).
 */
export async function removeImportedCourse(userId: string, courseId: string): Promise<boolean> {
  const item = await getCourseItem(courseId);
  if (!item || item.createdBy !== userId) return false;
  const table = tableName();
  const index = storedIndexOf(item);
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: table,
        Key: courseKeys.course(courseId),
        ConditionExpression: 'updatedAt = :read AND createdBy = :user',
        ExpressionAttributeValues: { ':read': item.updatedAt, ':user': userId },
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: courseKeys.courseLink(userId, courseId),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: ratingKeys.aggregate(courseId),
        ConditionExpression: 'attribute_not_exists(pk) OR raters = :none',
        ExpressionAttributeValues: { ':none': 0 },
      },
    },
    ...(index.identityKey
      ? [
          {
            Delete: {
              TableName: table,
              Key: courseKeys.nameClaim(index.identityKey),
              ConditionExpression: 'attribute_not_exists(pk) OR courseId = :id',
              ExpressionAttributeValues: { ':id': courseId },
            },
          },
        ]
      : []),
    ...index.searchKeys.map((sk) => ({
      Delete: { TableName: table, Key: courseKeys.searchEntryFromSortKey(sk) },
    })),
    ...geoTallyUpdates(
      index.searchKeys.find((sk) => countedCellOfGeoKey(sk) !== undefined),
      undefined,
    ).map((update) => ({ Update: { TableName: table, ...update } })),
    ...index.architectKeys.map((key) => ({
      Update: { TableName: table, ...architectRemoval(key, [courseId]) },
    })),
    communityCounterUpdate({ courses: -1 }),
  ];
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
