import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { USER_ENTITY, userKeys } from '../../functions/data/keys/user-keys';
import type { MigrationContext } from './runner';

/** Items a profile Scan page evaluates: a page is the unit a migration checkpoints in the ledger. */
const PAGE_SIZE = 1000;

/**
 * Every golfer's profile id, page by page from `startKey`: the one Scan the migrations make, at deploy time
 * or on the local stack's start, never on a request path. Each golfer is then read by Query.
 */
export async function* scanProfilePages(
  startKey?: Record<string, unknown>,
): AsyncGenerator<{ ids: string[]; next: Record<string, unknown> | undefined }> {
  let key = startKey;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :user AND sk = :profile',
        ExpressionAttributeValues: { ':user': USER_ENTITY, ':profile': userKeys.profile('').sk },
        ProjectionExpression: 'id',
        ExclusiveStartKey: key,
        Limit: PAGE_SIZE,
      }),
    );
    yield { ids: Items.map((item) => String(item.id)), next: LastEvaluatedKey };
    key = LastEvaluatedKey;
  } while (key);
}

export async function* scanProfiles(): AsyncGenerator<{ id: string }> {
  for await (const { ids } of scanProfilePages()) yield* ids.map((id) => ({ id }));
}

/**
 * A per-golfer migration run under the runner: every golfer, a Scan page at a time from the ledger's cursor
 * (the page's LastEvaluatedKey), checkpointed after each page; 'paused' when the runner says time is up.
 */
export async function forEachGolfer(
  context: MigrationContext,
  perGolfer: (userId: string) => Promise<void>,
): Promise<'done' | 'paused'> {
  const start = context.cursor ? (JSON.parse(context.cursor) as Record<string, unknown>) : undefined;
  for await (const { ids, next } of scanProfilePages(start)) {
    for (const id of ids) await perGolfer(id);
    const more = await context.checkpoint(next ? JSON.stringify(next) : null, ids.length);
    if (next && !more) return 'paused';
  }
  return 'done';
}
