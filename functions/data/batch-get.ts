import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo-client';

const BATCH_GET_MAX = 100;
const MAX_ATTEMPTS = 8;

export interface BatchGetOptions {
  consistentRead?: boolean;
  /** The attributes to read back; every attribute when absent. */
  projection?: readonly string[];
}

/**
 * Items by key, missing ones left out: BatchGetItem, 100 keys a request, the requests sent together (800 keys
 * cost one round trip's time, not eight), keys DynamoDB leaves unprocessed asked again with backoff.
 */
export async function batchGet(
  keys: readonly Record<string, unknown>[],
  options: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    chunks.push(keys.slice(start, start + BATCH_GET_MAX));
  }
  return (await Promise.all(chunks.map((chunk) => batchGetChunk(chunk, options)))).flat();
}

async function batchGetChunk(
  chunk: Record<string, unknown>[],
  { consistentRead, projection }: BatchGetOptions,
): Promise<Record<string, unknown>[]> {
  const names = projection
    ? Object.fromEntries(projection.map((name, index) => [`#p${index}`, name]))
    : undefined;
  const items: Record<string, unknown>[] = [];
  let pending = chunk;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= MAX_ATTEMPTS) throw new Error('DynamoDB left reads unprocessed after retries');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await documentClient().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ...(consistentRead ? { ConsistentRead: true } : {}),
            ...(names
              ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }
              : {}),
          },
        },
      }),
    );
    items.push(...(Responses?.[tableName()] ?? []));
    pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return items;
}
