import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo-client';

const BATCH_GET_MAX = 100;
const MAX_ATTEMPTS = 8;

export interface BatchGetOptions {
  consistentRead?: boolean;
  /** The attributes to read back; every attribute when absent. */
  projection?: readonly string[];
}

/** Requests in flight at once: a big import's reads go out together without flooding the table. */
const CONCURRENCY = 8;

/**
 * Items by key, missing ones left out: BatchGetItem, 100 keys a request, up to 8 requests in flight (800 keys
 * cost one round trip's time, not eight), keys DynamoDB leaves unprocessed asked again with backoff. Keys
 * given twice are asked once (DynamoDB refuses a request holding the same key twice).
 */
export async function batchGet(
  keys: readonly Record<string, unknown>[],
  options: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [JSON.stringify([key.pk, key.sk]), key])).values()];
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    chunks.push(unique.slice(start, start + BATCH_GET_MAX));
  }
  const items: Record<string, unknown>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next] ?? [];
      next += 1;
      items.push(...(await batchGetChunk(chunk, options)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  return items;
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
