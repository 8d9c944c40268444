import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo-client';

export type BatchRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

const BATCH_MAX = 25;
const MAX_ATTEMPTS = 8;

/**
 * Idempotent bulk writes (puts and deletes that may be replayed), 25 a request, `concurrency` requests in
 * flight, unprocessed items retried with backoff. Only for loaders and operators' scripts: nothing here
 * holds together across items, so every caller must be safe to run again after a failure.
 */
export async function batchWrite(requests: readonly BatchRequest[], concurrency = 8): Promise<void> {
  const chunks: BatchRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_MAX) {
    chunks.push(requests.slice(start, start + BATCH_MAX));
  }
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next] ?? [];
      next += 1;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt >= MAX_ATTEMPTS) throw new Error('DynamoDB left writes unprocessed after retries');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        const { UnprocessedItems } = await documentClient().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (UnprocessedItems?.[tableName()] as BatchRequest[] | undefined) ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
