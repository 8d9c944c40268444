import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportBatch, ImportCounts } from '#shared/imports/import-api';
import type { ImportSource } from '#shared/imports/import-draft';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import {
  IMPORT_BATCH_ENTITY,
  IMPORT_COURSE_SEEN_ENTITY,
  IMPORT_ITEM_ENTITY,
  importKeys,
  type ImportItemKind,
} from '../data/keys/import-keys';

/**
 * The golfer's imports (docs/data-model.md, Import batch): the batch with its counts, one item per thing it
 * added (a round's is written by the round's own transaction, ./import-batch-reaction.ts), and the courses
 * chosen for a file's courses, remembered for the next import.
 */

const ZERO: ImportCounts = { rounds: 0, playedCourses: 0, bucketList: 0, courses: 0, duplicates: 0 };

function toBatch(item: Record<string, unknown>): ImportBatch & { countriesBefore: string[] } {
  const count = (name: keyof ImportCounts) => (typeof item[name] === 'number' ? item[name] : 0);
  return {
    id: String(item.id),
    source: item.source as ImportSource,
    label: typeof item.label === 'string' ? item.label : null,
    status: item.status as ImportBatch['status'],
    createdAt: String(item.createdAt),
    counts: {
      rounds: count('rounds'),
      playedCourses: count('playedCourses'),
      bucketList: count('bucketList'),
      courses: count('courses'),
      duplicates: count('duplicates'),
    },
    countriesAdded: Array.isArray(item.countriesAdded) ? item.countriesAdded.map(String) : [],
    countriesBefore: Array.isArray(item.countriesBefore) ? item.countriesBefore.map(String) : [],
  };
}

/** The batch as the API answers it (without what only the server reads). */
export function publicBatch(batch: ImportBatch & { countriesBefore?: string[] }): ImportBatch {
  const { countriesBefore: _before, ...rest } = batch;
  return rest;
}

/** Access pattern: start an import; the countries the golfer had played before it, to tell the new ones. */
export async function createImportBatch(
  userId: string,
  batch: { id: string; source: ImportSource; label: string | null; countriesBefore: string[]; now: Date },
): Promise<ImportBatch> {
  const item = {
    ...importKeys.batch(userId, batch.id),
    entity: IMPORT_BATCH_ENTITY,
    id: batch.id,
    source: batch.source,
    label: batch.label,
    status: 'importing',
    createdAt: batch.now.toISOString(),
    ...ZERO,
    countriesBefore: batch.countriesBefore,
    countriesAdded: [],
  };
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return publicBatch(toBatch(item));
}

/** Access pattern: one of the golfer's imports (another golfer's id is not in this partition). */
export async function getImportBatch(
  userId: string,
  batchId: string,
): Promise<(ImportBatch & { countriesBefore: string[] }) | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: importKeys.batch(userId, batchId), ConsistentRead: true }),
  );
  return Item ? toBatch(Item) : undefined;
}

/** Access pattern: the golfer's imports, latest first (one Query of the batch prefix; a golfer has few). */
export async function listImportBatches(userId: string): Promise<ImportBatch[]> {
  const { pk, skPrefix } = importKeys.batchesOfUser(userId);
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: 50,
    }),
  );
  return (Items ?? []).map((item) => publicBatch(toBatch(item)));
}

/** Access pattern: add what a chunk wrote to the batch's counts (`ADD`: chunks may overlap on a retry). */
export async function addToBatchCounts(
  userId: string,
  batchId: string,
  added: ImportCounts,
): Promise<ImportBatch> {
  const names = Object.keys(added) as (keyof ImportCounts)[];
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: importKeys.batch(userId, batchId),
      UpdateExpression: `ADD ${names.map((name) => `#${name} :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, added[name]])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return publicBatch(toBatch(Attributes ?? {}));
}

/** Access pattern: set the batch's status (and, when it finished, the countries it added). */
export async function setBatchStatus(
  userId: string,
  batchId: string,
  status: ImportBatch['status'],
  countriesAdded?: string[],
): Promise<ImportBatch> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: importKeys.batch(userId, batchId),
      UpdateExpression: `SET #status = :status${countriesAdded ? ', countriesAdded = :countries' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ...(countriesAdded ? { ':countries': countriesAdded } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return publicBatch(toBatch(Attributes ?? {}));
}

export interface BatchItem {
  kind: ImportItemKind;
  itemId: string;
}

/** Access pattern: remember that the batch added an item (not a round: its reaction writes that). */
export async function putBatchItem(userId: string, batchId: string, item: BatchItem): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...importKeys.item(userId, batchId, item.kind, item.itemId),
        entity: IMPORT_ITEM_ENTITY,
        batchId,
        kind: item.kind,
        itemId: item.itemId,
      },
    }),
  );
}

export async function deleteBatchItem(userId: string, batchId: string, item: BatchItem): Promise<void> {
  await documentClient().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: importKeys.item(userId, batchId, item.kind, item.itemId),
    }),
  );
}

/** Access pattern: what the batch added and is still there, in one paged Query of its item prefix (undo). */
export async function listBatchItems(userId: string, batchId: string): Promise<BatchItem[]> {
  const { pk, skPrefix } = importKeys.itemsOfBatch(userId, batchId);
  const found: BatchItem[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'kind, itemId',
    ConsistentRead: true,
  })) {
    for (const item of items) found.push({ kind: item.kind as ImportItemKind, itemId: String(item.itemId) });
  }
  return found;
}

/** Access pattern: the courses chosen for a file's courses in earlier imports, by course key. */
export async function getSeenCourses(
  userId: string,
  courseKeys: readonly string[],
): Promise<Map<string, string>> {
  const items = await batchGet(
    courseKeys.map((key) => importKeys.courseSeen(userId, key)),
    { projection: ['courseKey', 'courseId'], consistentRead: true },
  );
  return new Map(items.map((item) => [String(item.courseKey), String(item.courseId)]));
}

/** Access pattern: remember the course chosen for one of a file's courses. */
export async function putSeenCourse(userId: string, courseKey: string, courseId: string): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...importKeys.courseSeen(userId, courseKey),
        entity: IMPORT_COURSE_SEEN_ENTITY,
        courseKey,
        courseId,
      },
    }),
  );
}
