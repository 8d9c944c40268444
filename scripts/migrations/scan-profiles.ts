import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { USER_ENTITY, userKeys } from '../../functions/data/keys/user-keys';

/**
 * Every golfer's profile id, page by page: the one Scan the migrations make, in an operator script or on
 * the local stack's start, never on a request path. Each golfer is then read by Query.
 */
export async function* scanProfiles(): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :user AND sk = :profile',
        ExpressionAttributeValues: { ':user': USER_ENTITY, ':profile': userKeys.profile('').sk },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    yield* Items;
    startKey = LastEvaluatedKey;
  } while (startKey);
}
