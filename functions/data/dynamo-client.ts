import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../lib/config';
import { timeAwsCalls } from '../lib/observability';

let client: DynamoDBDocumentClient | undefined;

/**
 * Retries and timeouts of every DynamoDB call, written out rather than left to defaults. The SDK retries
 * throttling, 5xx and socket failures (standard mode: 3 attempts, jittered backoff); a transaction keeps its
 * ClientRequestToken across those retries, so a retried TransactWriteItems is applied once. What still fails
 * is answered 503 by the error handler.
 */
export const DYNAMODB_RETRIES = { maxAttempts: 3, retryMode: 'standard' } as const;

/**
 * In AWS, a socket that stays silent is cut after 3 s and retried, well inside the Lambda's 10 s, instead of
 * holding the request until the Lambda is killed (without throwOnRequestTimeout the SDK only warns). Not
 * against DynamoDB Local: on a busy laptop the emulator's JVM can take longer than that with nothing wrong.
 */
export const DYNAMODB_AWS_TIMEOUTS = {
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
} as const;

export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { dynamodbEndpoint } = getConfig();
    const base = dynamodbEndpoint
      ? new DynamoDBClient({
          ...DYNAMODB_RETRIES,
          endpoint: dynamodbEndpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        })
      : new DynamoDBClient({ ...DYNAMODB_RETRIES, ...DYNAMODB_AWS_TIMEOUTS });
    // A slow DynamoDB call is logged by its operation (the X-Ray SDK is not bundled; docs/operations.md).
    client = DynamoDBDocumentClient.from(timeAwsCalls(base), {
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
