import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { communityCounterUpdate } from '../community/community-counters';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { courseIdentityKey } from '#shared/courses/normalize';
import { catalogListsOf } from '#shared/collections/membership';
import { countedCellOfGeoKey, geoTallyUpdates } from './geo-tallies';
import { refreshGeoFigures } from '../ratings/geo-figures';
import { catalogListCountUpdate, catalogListLeave, listMemberItem } from '../collections/catalog-list-items';
import { collectionKeys } from '../data/keys/collection-keys';
import { COURSE_SEARCH_MAX_RESULTS, type Course, type CourseSearchResult } from '#shared/schemas/course';
import { parseQuery, rankSearchResults, type SearchDocument, type SearchLookup } from './search/search-index';
import {
  architectNames,
  courseIndexOf,
  courseItem,
  nameClaimItem,
  searchEntryItems,
  storedIndexOf,
  toCourse,
  toSearchDocument,
  toStoredCourse,
  type CourseItemOptions,
  type StoredCourse,
} from './course-items';
import { allowanceReached, courseAllowanceItems, type CourseAddition } from './course-allowance';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import {
  ARCHITECTS_PARTITION,
  ARCHITECT_ENTITY,
  CATALOG_PARTITION,
  COURSE_LINK_ENTITY,
  FEATURED_PARTITION,
  SEARCH_INDEX_VERSION_ENTITY,
  courseKeys,
  coursePageKeys,
} from '../data/keys/course-keys';
import { wasCancelledByCondition } from '../data/transaction-errors';
import { Conflict } from '../lib/errors';
import { transactWrite, type TransactItem } from '../data/transact-write';

/**
 * Why a course write is refused (lib/errors.ts; the golfer's words: COURSE_WORDS in shared/schemas/course.ts):
 * its name is taken in its city (`name-taken`, with the course that holds it), the course changed since it
 * was read (`course-changed`), or the golfer added today's courses (course-allowance.ts, `courses-per-day`).
 */
export type CourseRefusal = 'name-taken' | 'course-changed';

/** The same normalised name in the same city is taken: the answer carries the id of the course that has it. */
export class CourseNameTaken extends Conflict<CourseRefusal> {
  constructor(readonly existingCourseId: string) {
    super('name-taken', { details: { existingCourseId } });
  }
}

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/**
 * Search reads at most this many index entries. A two-letter prefix of a common word ("go" of "golf") has
 * tens of thousands of entries at catalog scale; the entries sort by word, then name matches before city and
 * architect matches, then most exclusive first, so the first ones read are the ones most worth showing, and
 * the handler's time stays bounded (DynamoDB Local takes a fraction of a millisecond per entry read).
 */
export const SEARCH_MAX_ENTRIES_READ = 100;
const SEARCH_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------------------------- reads

/** Access pattern: one course by id. */
export async function getCourseById(courseId: string): Promise<Course | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: courseKeys.course(courseId) }),
  );
  return Item ? toCourse(Item) : undefined;
}

/** Courses by id, missing ones left out (`batchGet`: a golfer's 800 courses cost one round trip's time). */
export async function getCourseItemsByIds(
  courseIds: readonly string[],
  projection?: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const keys = [...new Set(courseIds)].map((id) => courseKeys.course(id));
  // The id is always read back: found courses are keyed by it.
  const items = await batchGet(keys, projection ? { projection: [...new Set(['id', ...projection])] } : {});
  return new Map(items.map((item) => [String(item.id), item]));
}

async function queryPage(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  limit: number,
  startKey: Record<string, string> | undefined,
): Promise<{ items: Record<string, unknown>[]; nextCursor?: string }> {
  const { Items, LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({ TableName: tableName(), ...input, Limit: limit, ExclusiveStartKey: startKey }),
  );
  return { items: Items ?? [], nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** Access pattern: the catalog by name, a page at a time (gsi1 CATALOG). */
export async function listCatalogCourses(limit: number, cursor?: string): Promise<Page<Course>> {
  const startKey = decodeCursor(cursor, coursePageKeys.catalog);
  const page = await queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': CATALOG_PARTITION },
    },
    limit,
    startKey,
  );
  return { items: page.items.map(toCourse), nextCursor: page.nextCursor };
}

/** Access pattern: the featured clubs (sparse gsi2 FEATURED, written by the catalog loader), best first. */
export async function listFeaturedCourses(limit: number, cursor?: string): Promise<Page<Course>> {
  const startKey = decodeCursor(cursor, coursePageKeys.featured);
  const page = await queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': FEATURED_PARTITION },
    },
    limit,
    startKey,
  );
  return { items: page.items.map(toCourse), nextCursor: page.nextCursor };
}

/**
 * Access pattern: the golfer's own courses, through the COURSELINK# items in their partition (written by
 * rounds and the bucket list), then the courses themselves in one batched read.
 */
export async function listMyCourses(userId: string, limit: number, cursor?: string): Promise<Page<Course>> {
  const partition = courseKeys.courseLink(userId, '').pk;
  const startKey = decodeCursor(cursor, coursePageKeys.courseLinks(userId));
  const page = await queryPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': courseKeys.courseLinkPrefix() },
    },
    limit,
    startKey,
  );
  const ids = page.items.map((item) => courseKeys.courseIdFromLinkSk(String(item.sk)));
  const courses = await getCourseItemsByIds(ids);
  return {
    items: ids.flatMap((id) => {
      const item = courses.get(id);
      return item ? [toCourse(item)] : [];
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * Access pattern: word search. One Query on the partition of the query's lookup word (begins_with on the
 * word), at most SEARCH_MAX_ENTRIES_READ entries; another for the word's other spelling when it has one
 * ("saint" also reads the entries of exactly "st"), and one for the query's second word when it has one
 * ("county kerry" reads "kerry" too), side by side. The entries carry every word of their course, so the
 * other query words are checked and the hits ranked without further reads.
 */
export async function searchCourses(query: string): Promise<CourseSearchResult[]> {
  const read = await Promise.all(parseQuery(query).lookups.map(readSearchEntries));
  return rankSearchResults(read.flat(), query, COURSE_SEARCH_MAX_RESULTS);
}

async function readSearchEntries({ word, exact }: SearchLookup): Promise<SearchDocument[]> {
  const { pk, skPrefix } = courseKeys.searchPrefix(exact ? `${word}#` : word);
  const docs: SearchDocument[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        // Only what ranking reads: the keys and entity tag of each entry stay in the table.
        ProjectionExpression:
          'courseId, summary, normalizedName, nameWords, cityWords, placeWords, architectWords, majorEditions',
        Limit: Math.min(SEARCH_PAGE_SIZE, SEARCH_MAX_ENTRIES_READ - docs.length),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of Items ?? []) docs.push(toSearchDocument(item));
    startKey = LastEvaluatedKey;
  } while (startKey && docs.length < SEARCH_MAX_ENTRIES_READ);
  return docs;
}

/** Indexed words read at most for a spelling suggestion: a few pages of one partition. */
const SPELLING_MAX_REQUESTS = 4;

/**
 * Access pattern: the distinct indexed words starting with `prefix` (for spelling suggestions), in word
 * order. A search partition holds one entry per course and word, so after each page the next read starts
 * past the last word seen instead of reading the rest of its entries; at most four requests.
 */
export async function listSearchWordsStartingWith(prefix: string): Promise<string[]> {
  const { pk, skPrefix } = courseKeys.searchPrefix(prefix);
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  for (let request = 0; request < SPELLING_MAX_REQUESTS; request += 1) {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ProjectionExpression: 'sk',
        Limit: SEARCH_PAGE_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of Items ?? []) {
      const sk = String(item.sk);
      const word = sk.slice(0, sk.indexOf('#'));
      if (found.at(-1) !== word) found.push(word);
    }
    const last = found.at(-1);
    if (!LastEvaluatedKey || last === undefined) break;
    // Past every entry of the last word: '#' sorts below the letters and digits words are made of.
    startKey = { pk, sk: `${last}#\uffff` };
  }
  return found;
}

/** Access pattern: the distinct architect names, sorted (one partition; names no course uses are skipped). */
export async function listArchitects(): Promise<string[]> {
  const names: string[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'attribute_exists(courseIds)',
    ExpressionAttributeValues: { ':pk': ARCHITECTS_PARTITION },
    ProjectionExpression: '#name',
    ExpressionAttributeNames: { '#name': 'name' },
  })) {
    for (const item of items) if (typeof item.name === 'string') names.push(item.name);
  }
  return names;
}

/** The owners of name claims by identity key (one batched read per 100). */
export async function getNameClaimOwners(identityKeys: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(identityKeys)].map((key) => courseKeys.nameClaim(key));
  const items = await batchGet(keys, { consistentRead: true });
  return new Map(items.map((item) => [String(item.identityKey), String(item.courseId)]));
}

/** The course id that holds a name claim, if any. */
export async function getNameClaimOwner(name: string, city: string): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.nameClaim(courseIdentityKey(name, city)),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.courseId === 'string' ? Item.courseId : undefined;
}

// --------------------------------------------------------------------------------------------- writes

/**
 * The one transaction that writes a course with all its companions: name claim (index 0), course (index
 * 1), one search entry per word, architect counts; and, when it replaces `previous`, removes the search
 * entries and claim that no longer apply. `previous` is the stored item the caller read: the write only
 * lands if the course is still as read (updatedAt), so concurrent writers cannot leave stale companions.
 */
export function courseWriteTransaction(
  course: StoredCourse,
  previous: Record<string, unknown> | undefined,
  options: CourseItemOptions & { claimName?: boolean } = {},
): TransactItem[] {
  const table = tableName();
  const next = courseIndexOf(course);
  const old = previous ? storedIndexOf(previous) : undefined;
  const items: TransactItem[] = [];

  if (options.claimName !== false) {
    items.push({
      Put: {
        TableName: table,
        Item: nameClaimItem(course),
        ConditionExpression: 'attribute_not_exists(pk) OR courseId = :id',
        ExpressionAttributeValues: { ':id': course.id },
      },
    });
  }
  items.push({
    Put: {
      TableName: table,
      Item: courseItem(course, options),
      ...(previous
        ? {
            ConditionExpression: 'updatedAt = :previousUpdatedAt',
            ExpressionAttributeValues: { ':previousUpdatedAt': previous.updatedAt },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  });

  const entries = searchEntryItems(course);
  const newKeys = new Set(entries.map((entry) => `${String(entry.pk)}|${String(entry.sk)}`));
  for (const entry of entries) items.push({ Put: { TableName: table, Item: entry } });
  for (const sk of old?.searchKeys ?? []) {
    const key = courseKeys.searchEntryFromSortKey(sk);
    if (!newKeys.has(`${key.pk}|${key.sk}`)) items.push({ Delete: { TableName: table, Key: key } });
  }
  // The geo tallies the trip planner reads first (docs/data-model.md, "Courses near a place"), moved with
  // the geo entry when it changes cell.
  const oldGeoSk = old?.searchKeys.find((sk) => countedCellOfGeoKey(sk) !== undefined);
  const newGeoSk = entries
    .map((entry) => String(entry.sk))
    .find((sk) => countedCellOfGeoKey(sk) !== undefined);
  for (const update of geoTallyUpdates(oldGeoSk, newGeoSk))
    items.push({ Update: { TableName: table, ...update } });

  if (old?.identityKey && old.identityKey !== next.identityKey) {
    items.push({
      Delete: {
        TableName: table,
        Key: courseKeys.nameClaim(old.identityKey),
        ConditionExpression: 'attribute_not_exists(pk) OR courseId = :id',
        ExpressionAttributeValues: { ':id': course.id },
      },
    });
  }

  // The catalog lists: every member item again (its name or place may have changed), the counts moved by
  // the lists the course joined or left (docs/data-model.md, "Collections").
  const lists = catalogListsOf(course);
  const oldLists = new Set(old?.collectionKeys ?? []);
  for (const list of lists) {
    items.push({ Put: { TableName: table, Item: listMemberItem(list, course) } });
    if (!oldLists.has(list.id))
      items.push({ Update: { TableName: table, ...catalogListCountUpdate(list, 1) } });
  }
  for (const listId of oldLists) {
    if (next.collectionKeys.includes(listId)) continue;
    items.push({ Delete: { TableName: table, Key: collectionKeys.member(listId, course.id) } });
    items.push({ Update: { TableName: table, ...catalogListLeave(listId) } });
  }

  const names = architectNames(course);
  const oldKeys = new Set(old?.architectKeys ?? []);
  for (const [key, name] of names) {
    if (!oldKeys.has(key))
      items.push({ Update: { TableName: table, ...architectAddition(key, name, [course.id]) } });
  }
  for (const key of oldKeys) {
    if (!names.has(key)) items.push({ Update: { TableName: table, ...architectRemoval(key, [course.id]) } });
  }
  return items;
}

/**
 * An architect item holds the set of its courses' ids: adding or removing a course is idempotent (a replayed
 * load cannot count a course twice), and DynamoDB drops the attribute when the last id goes.
 */
export function architectAddition(key: string, name: string, courseIds: readonly string[]) {
  return {
    Key: courseKeys.architect(key),
    UpdateExpression: 'ADD courseIds :ids SET #name = if_not_exists(#name, :name), entity = :entity',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':ids': new Set(courseIds), ':name': name, ':entity': ARCHITECT_ENTITY },
  };
}

export function architectRemoval(key: string, courseIds: readonly string[]) {
  return {
    Key: courseKeys.architect(key),
    UpdateExpression: 'DELETE courseIds :ids',
    ExpressionAttributeValues: { ':ids': new Set(courseIds) },
  };
}

/** Runs an architect update outside a transaction (the catalog loader, per architect). */
export async function updateArchitect(update: ReturnType<typeof architectRemoval>): Promise<void> {
  await documentClient().send(new UpdateCommand({ TableName: tableName(), ...update }));
}

/**
 * Runs a course write; the caller decides what a failed condition means. In AWS, transactions that touch
 * one item at the same moment (the community's courses counter, a golfer's courses-added counter, a popular
 * architect's set) cancel each other with TransactionConflict: transactWrite sends it again, and still
 * colliding after that, the golfer is told Fescue is busy (503, nothing written).
 */
export async function writeCourseTransaction(items: TransactItem[]): Promise<void> {
  await transactWrite(items);
}

/**
 * Access pattern: create a course with its claim, search entries and architect counts, and count it against
 * the golfer's daily allowance, or an import's own when an import creates it (course-allowance.ts),
 * atomically: over the limit, nothing is written.
 */
export async function createCourse(course: StoredCourse, addition: CourseAddition): Promise<Course> {
  const items = courseWriteTransaction(course, undefined);
  const allowance = courseAllowanceItems(addition);
  const allowanceStart = items.length;
  items.push(...allowance.items);
  items.push(communityCounterUpdate({ courses: 1 }));
  try {
    await writeCourseTransaction(items);
    return toCourse(course);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    // The name's holder first: a course that exists needs no allowance, and the 409 offers it instead.
    if (wasCancelledByCondition(error, 0)) {
      const owner = await getNameClaimOwner(course.name, course.city);
      if (owner) throw new CourseNameTaken(owner);
    }
    const refused = allowance.refusals.find((_, index) =>
      wasCancelledByCondition(error, allowanceStart + index),
    );
    if (refused) throw allowanceReached(refused, addition.now);
    throw error;
  }
}

/**
 * Access pattern: replace a course read as `previousItem` (PATCH by its creator), moving its search entries
 * and architect counts in the same transaction.
 */
export async function replaceCourse(
  course: StoredCourse,
  previousItem: Record<string, unknown>,
): Promise<Course> {
  try {
    await writeCourseTransaction(courseWriteTransaction(course, previousItem));
    // Its geo entry was written whole: the community figures it carries copied back.
    await refreshGeoFigures(course.id);
    return toCourse(course);
  } catch (error) {
    if (error instanceof TransactionCanceledException && wasCancelledByCondition(error, 1)) {
      throw new Conflict<CourseRefusal>('course-changed');
    }
    throw error;
  }
}

/**
 * Access pattern: rewrite a course's companions (search entries, name claim, architect sets) as the code
 * derives them today, the course itself unchanged (same `updatedAt`). A course changed since it was read is
 * left alone: its writer derived them already. When another course now holds its name's key, the course
 * keeps its entries without a claim.
 */
export async function reindexCourse(
  item: Record<string, unknown>,
): Promise<'rewritten' | 'name-taken' | 'changed'> {
  // The creator is kept: the item is rewritten whole.
  const course = toStoredCourse(item);
  try {
    await writeCourseTransaction(courseWriteTransaction(course, item));
    await refreshGeoFigures(course.id);
    return 'rewritten';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (wasCancelledByCondition(error, 1)) return 'changed';
    if (!wasCancelledByCondition(error, 0)) throw error;
  }
  try {
    await writeCourseTransaction(courseWriteTransaction(course, item, { claimName: false }));
    await refreshGeoFigures(course.id);
    return 'name-taken';
  } catch (error) {
    if (error instanceof TransactionCanceledException && wasCancelledByCondition(error, 0)) return 'changed';
    throw error;
  }
}

/**
 * Every stored course, a page at a time (gsi1 CATALOG holds them all). For the seed scripts only, never a
 * request path: it reads the whole catalog.
 */
export function courseItemPages(): AsyncGenerator<Record<string, unknown>[]> {
  return queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CATALOG_PARTITION },
  });
}

/** The version of the search index the stored courses were last rebuilt for (0 before the first rebuild). */
export async function getSearchIndexVersion(): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: courseKeys.searchIndexVersion(), ConsistentRead: true }),
  );
  return typeof Item?.version === 'number' ? Item.version : 0;
}

export async function putSearchIndexVersion(version: number): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...courseKeys.searchIndexVersion(), entity: SEARCH_INDEX_VERSION_ENTITY, version },
    }),
  );
}

/** The stored item of a course (with its index bookkeeping), for a write that replaces it. */
export async function getCourseItem(courseId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: courseKeys.course(courseId), ConsistentRead: true }),
  );
  return Item;
}

/**
 * Sets a golfer's flags on a course link (tests use this; rounds keep their links in their own transactions).
 * An update, not a put: a link's round count and architect notes survive a flag change.
 */
export async function linkCourseToUser(
  userId: string,
  courseId: string,
  flags: { played?: boolean; bucketList?: boolean },
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: courseKeys.courseLink(userId, courseId),
      UpdateExpression:
        'SET entity = :entity, courseId = :courseId, played = :played, bucketList = :bucketList',
      ExpressionAttributeValues: {
        ':entity': COURSE_LINK_ENTITY,
        ':courseId': courseId,
        ':played': flags.played ?? false,
        ':bucketList': flags.bucketList ?? false,
      },
    }),
  );
}
