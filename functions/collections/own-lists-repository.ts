import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  OWN_LIST_MAX,
  type CreateOwnList,
  type OwnListVisibility,
  type UpdateOwnList,
} from '#shared/collections/collection';
import { documentClient, tableName } from '../data/dynamo-client';
import { OWN_LIST_ENTITY, collectionKeys } from '../data/keys/collection-keys';
import { queryPages } from '../data/query-pages';
import { isConditionalCheckFailure } from '../data/transaction-errors';
import { Conflict, NotFound } from '../lib/errors';

/**
 * A golfer's own lists (docs/data-model.md, "Collections"): one item each in their partition, the course ids
 * in the golfer's order in one attribute (a reorder is one write). A list id is `own.<ulid>`, lower-case, as
 * the page's URL has it; another golfer's id is simply not in this golfer's partition (404).
 */

export type OwnListMiss = 'collection';
export type OwnListLimit = 'own-lists';

export interface OwnList {
  id: string;
  name: string;
  description: string;
  visibility: OwnListVisibility;
  courseIds: string[];
  createdAt: string;
  updatedAt: string;
}

export const OWN_LIST_ID_PREFIX = 'own.';

export function isOwnListId(listId: string): boolean {
  return listId.startsWith(OWN_LIST_ID_PREFIX);
}

function toOwnList(item: Record<string, unknown>): OwnList {
  return {
    id: String(item.listId),
    name: String(item.name),
    description: typeof item.description === 'string' ? item.description : '',
    visibility: item.visibility === 'link' ? 'link' : 'private',
    courseIds: Array.isArray(item.courseIds) ? item.courseIds.map(String) : [],
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

/** Access pattern: one of the golfer's own lists (one GetItem in their partition), undefined when not theirs. */
export async function getOwnList(userId: string, listId: string): Promise<OwnList | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: collectionKeys.ownList(userId, listId),
      ConsistentRead: true,
    }),
  );
  return Item ? toOwnList(Item) : undefined;
}

/** Access pattern: every own list of the golfer (one Query of their OWNLIST# items), oldest first. */
export async function listOwnLists(userId: string): Promise<OwnList[]> {
  const { pk, skPrefix } = collectionKeys.ownListsOf(userId);
  const lists: OwnList[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of items) lists.push(toOwnList(item));
  }
  return lists;
}

async function countOwnLists(userId: string): Promise<number> {
  const { pk, skPrefix } = collectionKeys.ownListsOf(userId);
  const { Count } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      Select: 'COUNT',
    }),
  );
  return Count ?? 0;
}

/** Access pattern: a new own list (a count of the golfer's lists, then one conditional PutItem). */
export async function createOwnList(
  userId: string,
  input: CreateOwnList,
  now = new Date(),
): Promise<OwnList> {
  if ((await countOwnLists(userId)) >= OWN_LIST_MAX) throw new Conflict<OwnListLimit>('own-lists');
  const id = `${OWN_LIST_ID_PREFIX}${ulid().toLowerCase()}`;
  const list: OwnList = {
    id,
    name: input.name,
    description: input.description,
    visibility: input.visibility,
    courseIds: input.courseIds,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...collectionKeys.ownList(userId, id), entity: OWN_LIST_ENTITY, listId: id, ...list },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return list;
}

/** Access pattern: change an own list (one conditional UpdateItem: a list that is not the golfer's is 404). */
export async function updateOwnList(
  userId: string,
  listId: string,
  update: UpdateOwnList,
  now = new Date(),
): Promise<OwnList> {
  const fields = Object.entries(update).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(fields.map(([field], index) => [`#f${index}`, field]));
  const values = Object.fromEntries(fields.map(([, value], index) => [`:v${index}`, value]));
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: collectionKeys.ownList(userId, listId),
        UpdateExpression: `SET ${[...fields.map((_, index) => `#f${index} = :v${index}`), 'updatedAt = :now'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toOwnList(Attributes ?? {});
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFound<OwnListMiss>('collection', { cause: error });
    throw error;
  }
}

/** Access pattern: delete an own list (one conditional DeleteItem). */
export async function deleteOwnList(userId: string, listId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: collectionKeys.ownList(userId, listId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new NotFound<OwnListMiss>('collection', { cause: error });
    throw error;
  }
}
