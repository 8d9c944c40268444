import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo-client';

/**
 * The pages of a Query, one after another, until DynamoDB has no more. For access patterns that need every
 * item of a bounded key range (one golfer's partition, one index partition), never a table.
 */
export async function* queryPages(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }),
    );
    yield Items ?? [];
    startKey = LastEvaluatedKey;
  } while (startKey);
}
