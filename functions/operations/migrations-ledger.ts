import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry, MigrationStatus } from '#shared/schemas/operations';
import { documentClient, tableName } from '../data/dynamo-client';
import { MIGRATION_LEDGER_ENTITY, migrationKeys } from '../data/keys/migration-keys';
import { queryPages } from '../data/query-pages';

/**
 * The migrations ledger (docs/operations.md, "Deploy-time migrations"): one item per migration, written by
 * the runner as it starts, checkpoints, finishes or fails, so a deploy knows what is done and where a long
 * migration stopped. A lease keeps two runners (a retried deploy beside one still running) from running the
 * same migration at once.
 */
export interface StoredLedgerEntry extends LedgerEntry {
  cursor: string | null;
}

function toEntry(item: Record<string, unknown>): StoredLedgerEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    name: String(item.name),
    order: count(item.order),
    status: String(item.status) as MigrationStatus,
    startedAt: String(item.startedAt),
    finishedAt: text(item.finishedAt),
    processed: count(item.processed),
    runs: count(item.runs),
    error: text(item.error),
    cursor: text(item.cursor),
  };
}

/** Access pattern: one migration's ledger entry (GetItem, consistent). */
export async function getLedgerEntry(name: string): Promise<StoredLedgerEntry | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: migrationKeys.ledger(name), ConsistentRead: true }),
  );
  return Item ? toEntry(Item) : undefined;
}

/** Access pattern: the whole ledger (one Query of the MIGRATIONS partition), in the runner's order. */
export async function listLedger(): Promise<StoredLedgerEntry[]> {
  const { pk, skPrefix } = migrationKeys.ledgerPartition();
  const entries: StoredLedgerEntry[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    entries.push(...items.map(toEntry));
  }
  return entries.sort((a, b) => a.order - b.order);
}

export class MigrationLeaseHeldError extends Error {
  constructor(name: string) {
    super(`Migration ${name} is being run by another runner; try the deploy again once it has finished`);
    this.name = 'MigrationLeaseHeldError';
  }
}

/**
 * Takes the migration's lease until `leaseUntil` and marks it running (startedAt kept from a first run).
 * Refused while another runner holds an unexpired lease on it.
 */
export async function startLedgerEntry(
  name: string,
  o: { order: number; runner: string; now: Date; leaseUntil: Date },
): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: migrationKeys.ledger(name),
        UpdateExpression:
          'SET entity = :entity, #name = :name, #order = :order, #status = :running, runner = :runner, ' +
          'leaseUntil = :lease, startedAt = if_not_exists(startedAt, :now), updatedAt = :now, ' +
          '#processed = if_not_exists(#processed, :zero) ADD runs :one REMOVE #error, finishedAt',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now OR runner = :runner',
        ExpressionAttributeNames: {
          '#name': 'name',
          '#order': 'order',
          '#status': 'status',
          '#error': 'error',
          '#processed': 'processed',
        },
        ExpressionAttributeValues: {
          ':entity': MIGRATION_LEDGER_ENTITY,
          ':name': name,
          ':order': o.order,
          ':running': 'running',
          ':runner': o.runner,
          ':lease': o.leaseUntil.toISOString(),
          ':now': o.now.toISOString(),
          ':zero': 0,
          ':one': 1,
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new MigrationLeaseHeldError(name);
    throw error;
  }
}

/** Where a migration has got to: its cursor and count, saved after each page it finishes. */
export async function checkpointLedgerEntry(
  name: string,
  o: { runner: string; cursor: string | null; processed: number; now: Date; leaseUntil: Date },
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: migrationKeys.ledger(name),
      UpdateExpression:
        'SET #cursor = :cursor, #processed = :processed, updatedAt = :now, leaseUntil = :lease',
      ConditionExpression: 'runner = :runner',
      ExpressionAttributeNames: { '#cursor': 'cursor', '#processed': 'processed' },
      ExpressionAttributeValues: {
        ':cursor': o.cursor,
        ':processed': o.processed,
        ':now': o.now.toISOString(),
        ':lease': o.leaseUntil.toISOString(),
        ':runner': o.runner,
      },
    }),
  );
}

/** Ends a run: done (cursor cleared), paused (cursor kept for the next invocation) or failed (with why). */
export async function endLedgerEntry(
  name: string,
  o: {
    runner: string;
    status: Exclude<MigrationStatus, 'running'>;
    processed: number;
    now: Date;
    error?: string;
  },
): Promise<void> {
  const done = o.status === 'done';
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: migrationKeys.ledger(name),
      UpdateExpression:
        `SET #status = :status, #processed = :processed, updatedAt = :now${done ? ', finishedAt = :now' : ''}` +
        `${o.error ? ', #error = :error' : ''} REMOVE leaseUntil${done ? ', #cursor' : ''}`,
      ConditionExpression: 'runner = :runner',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#processed': 'processed',
        ...(done ? { '#cursor': 'cursor' } : {}),
        ...(o.error ? { '#error': 'error' } : {}),
      },
      ExpressionAttributeValues: {
        ':status': o.status,
        ':processed': o.processed,
        ':now': o.now.toISOString(),
        ':runner': o.runner,
        ...(o.error ? { ':error': o.error.slice(0, 1000) } : {}),
      },
    }),
  );
}

/** Access pattern: which deploy last ran every migration to the end (GetItem). */
export async function getLastCompleteRun(): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: migrationKeys.lastCompleteRun(), ConsistentRead: true }),
  );
  return typeof Item?.code === 'string' ? Item.code : undefined;
}

export async function putLastCompleteRun(code: string, now: Date): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...migrationKeys.lastCompleteRun(),
        entity: MIGRATION_LEDGER_ENTITY,
        code,
        at: now.toISOString(),
      },
    }),
  );
}
