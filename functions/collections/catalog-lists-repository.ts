import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogListKind, CatalogListRef } from '#shared/collections/membership';
import type { ListMember } from '#shared/collections/progress';
import { catalogListName } from '#shared/collections/list-names';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { CATALOG_LISTS_PARTITION, CATALOG_LIST_ENTITY, collectionKeys } from '../data/keys/collection-keys';
import { queryPages } from '../data/query-pages';

/**
 * The catalog's own lists (docs/data-model.md, "Collections"): a list item per list in one partition (name,
 * kind, member count) and a partition of member items per list, both kept by the course writes
 * (functions/courses). No read here touches the catalog itself.
 */

export interface CatalogList {
  id: string;
  name: string;
  kind: CatalogListKind;
  memberCount: number;
}

function toCatalogList(item: Record<string, unknown>): CatalogList {
  const kind = String(item.kind) as CatalogListKind;
  return {
    id: String(item.sk),
    // An item written before lists kept their label has its name.
    name:
      typeof item.label === 'string'
        ? catalogListName({ kind, label: item.label })
        : String(item.name ?? item.sk),
    kind,
    memberCount: typeof item.memberCount === 'number' ? item.memberCount : 0,
  };
}

/** Access pattern: every catalog list with members (one Query of the COLLECTIONS partition, ~80 bytes a list). */
export async function listCatalogLists(): Promise<CatalogList[]> {
  const lists: CatalogList[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': CATALOG_LISTS_PARTITION },
  })) {
    for (const item of items) {
      const list = toCatalogList(item);
      if (list.memberCount > 0) lists.push(list);
    }
  }
  return lists;
}

/** Access pattern: one catalog list's item (GetItem), undefined when it has no member. */
export async function getCatalogList(listId: string): Promise<CatalogList | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: collectionKeys.catalogList(listId) }),
  );
  if (!Item) return undefined;
  const list = toCatalogList(Item);
  return list.memberCount > 0 ? list : undefined;
}

/** Access pattern: some catalog lists' items by id (BatchGetItem, 100 lists a request). */
export async function getCatalogLists(listIds: readonly string[]): Promise<CatalogList[]> {
  const items = await batchGet(listIds.map((id) => collectionKeys.catalogList(id)));
  return items.map(toCatalogList);
}

/**
 * Access pattern: some catalog lists' member counts by id (the same BatchGetItem, no names: the achievements
 * read only the sizes, in Lambdas that show no list).
 */
export async function getCatalogListSizes(listIds: readonly string[]): Promise<Map<string, number>> {
  const items = await batchGet(listIds.map((id) => collectionKeys.catalogList(id)));
  return new Map(
    items.map((item) => [String(item.sk), typeof item.memberCount === 'number' ? item.memberCount : 0]),
  );
}

/**
 * Access pattern: a catalog list's members with what its page shows (one Query of its member partition,
 * about 120 bytes a member: one page for 8,000 courses), in course-id order.
 */
export async function listCatalogListMembers(listId: string): Promise<ListMember[]> {
  const members: ListMember[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': collectionKeys.membersOf(listId).pk },
  })) {
    for (const item of items) {
      members.push({
        id: String(item.courseId),
        name: String(item.name),
        place: String(item.place ?? ''),
        latitude: typeof item.latitude === 'number' ? item.latitude : null,
        longitude: typeof item.longitude === 'number' ? item.longitude : null,
      });
    }
  }
  return members;
}

/** Access pattern: a catalog list's member ids only (the same Query, projected to the sort key). */
export async function listCatalogListMemberIds(listId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': collectionKeys.membersOf(listId).pk },
    ProjectionExpression: 'sk',
  })) {
    for (const item of items) ids.push(String(item.sk));
  }
  return ids;
}

/**
 * A catalog list's member count counted again from its member partition (Select COUNT): the catalog load's
 * bulk writes are replayable, so it counts instead of adding. Not on a request path.
 */
export async function recountCatalogList(listId: string, list: CatalogListRef | undefined): Promise<void> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': collectionKeys.membersOf(listId).pk },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: collectionKeys.catalogList(listId),
      UpdateExpression: list
        ? 'SET memberCount = :count, label = if_not_exists(label, :label), kind = :kind, entity = :entity'
        : 'SET memberCount = :count',
      ExpressionAttributeValues: {
        ':count': count,
        ...(list ? { ':label': list.label, ':kind': list.kind, ':entity': CATALOG_LIST_ENTITY } : {}),
      },
    }),
  );
}
