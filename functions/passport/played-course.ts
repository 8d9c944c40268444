import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';

/**
 * Access pattern: whether the golfer has played a course, from their course link's `played` flag (set by
 * the golfer's rounds there, cleared with the last one). One consistent `GetItem`, projected to the flag.
 */
export async function hasPlayedCourse(userId: string, courseId: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.courseLink(userId, courseId),
      ProjectionExpression: 'played',
      ConsistentRead: true,
    }),
  );
  return Item?.played === true;
}
