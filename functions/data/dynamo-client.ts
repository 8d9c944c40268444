import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../lib/config';

let client: DynamoDBDocumentClient | undefined;

/**
 * Retries and timeouts of every DynamoDB call, written out rather than left to defaults. The SDK retries
 * throttling, 5xx and socket failures (standard mode: 3 attempts, jittered backoff); a transaction keeps its
 * ClientRequestToken across those retries, so a retried TransactWriteItems is applied once. A socket that
 * stays silent is cut after 3 s and retried, well inside the Lambda's 10 s, instead of holding the request
 * until the Lambda is killed. What still fails is answered 503 by the error handler.
 */
export const DYNAMODB_CLIENT_RESILIENCE = {
  maxAttempts: 3,
  retryMode: 'standard',
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
} as const;

/**
 * One document client per cold start. Locally it talks to DynamoDB Local, which accepts any credentials but
 * still needs some, so fixed dummy ones keep the SDK from searching the machine for real ones.
 */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { dynamodbEndpoint } = getConfig();
    const base = dynamodbEndpoint
      ? new DynamoDBClient({
          ...DYNAMODB_CLIENT_RESILIENCE,
          endpoint: dynamodbEndpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        })
      : new DynamoDBClient({ ...DYNAMODB_CLIENT_RESILIENCE });
    client = DynamoDBDocumentClient.from(base, {
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
