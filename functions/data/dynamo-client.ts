import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../lib/config';
import { traceAwsClient } from '../lib/observability';

let client: DynamoDBDocumentClient | undefined;

/**
 * One document client per cold start. Locally it talks to DynamoDB Local, which accepts any credentials but
 * still needs some, so fixed dummy ones keep the SDK from searching the machine for real ones.
 */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { dynamodbEndpoint } = getConfig();
    const base = dynamodbEndpoint
      ? new DynamoDBClient({
          endpoint: dynamodbEndpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        })
      : new DynamoDBClient({});
    // Each DynamoDB call is an X-Ray subsegment in Lambda (a no-op locally).
    client = DynamoDBDocumentClient.from(traceAwsClient(base), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export function tableName(): string {
  return getConfig().tableName;
}

/** Tests that change the configuration (endpoint) between cases forget the cached client. */
export function resetDocumentClientForTests(): void {
  client = undefined;
}
