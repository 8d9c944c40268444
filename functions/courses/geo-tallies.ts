import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { COUNT_PRECISION, TALLY_PRECISION } from '#shared/trips/nearby-plan';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { COURSE_GEO_TALLY_ENTITY, courseKeys } from '../data/keys/course-keys';
import { queryPages } from '../data/query-pages';
import { runWithConcurrency } from '../lib/run-with-concurrency';

/**
 * The geo tallies (docs/data-model.md, "Courses near a place"): per cell of 3 geohash characters, one item
 * holding how many geo entries each of its cells of 4 characters has (an attribute named by the cell). The
 * trip planner reads them before any course, to read only the cells that hold what it lists. A course write
 * moves them in its own transaction (geoTallyUpdates); the bulk writers (the catalog loader, the open-data
 * import) count their touched cells again once their entries are written (recountGeoTallies), as they do
 * the catalog lists, since their writes are replayable rather than transactional.
 */

const GEO_SK_PREFIX = 'GEO#';

/** The counted cell (4 characters) of a geo entry's sort key, undefined for any other key. */
export function countedCellOfGeoKey(sk: string | undefined): string | undefined {
  if (!sk?.startsWith(GEO_SK_PREFIX)) return undefined;
  return sk.slice(GEO_SK_PREFIX.length, GEO_SK_PREFIX.length + COUNT_PRECISION);
}

export interface GeoTallyUpdate {
  Key: Record<string, string>;
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The tally updates of a course whose geo entry goes from one sort key to another (either undefined: the
 * course gains or loses its point, or is created or removed): nothing when its counted cell is the same; one
 * update per tally item touched (a transaction may not touch an item twice).
 */
export function geoTallyUpdates(
  oldGeoSk: string | undefined,
  newGeoSk: string | undefined,
): GeoTallyUpdate[] {
  const from = countedCellOfGeoKey(oldGeoSk);
  const to = countedCellOfGeoKey(newGeoSk);
  if (from === to) return [];
  const moves = new Map<string, Map<string, number>>();
  const move = (cell: string, delta: number) => {
    const tally = cell.slice(0, TALLY_PRECISION);
    const cells = moves.get(tally) ?? new Map<string, number>();
    cells.set(cell, delta);
    moves.set(tally, cells);
  };
  if (from) move(from, -1);
  if (to) move(to, 1);
  return [...moves].map(([tally, cells]) => {
    const entries = [...cells];
    return {
      Key: courseKeys.geoTally(tally),
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')} SET entity = :entity`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([cell], i) => [`#c${i}`, cell])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
        ':entity': COURSE_GEO_TALLY_ENTITY,
      },
    };
  });
}

/** A tally item's counts: cell of 4 characters to its courses. */
function countsOf(item: Record<string, unknown>): [string, number][] {
  return Object.entries(item).flatMap(([name, value]) =>
    name.length === COUNT_PRECISION && typeof value === 'number' ? [[name, value] as [string, number]] : [],
  );
}

/**
 * Access pattern: the tallies of some cells of 3 characters (one BatchGetItem per 100, side by side): how
 * many courses each of their cells of 4 characters holds. A cell without a tally item holds no course.
 */
export async function readGeoTallies(tallyCells: readonly string[]): Promise<Map<string, number>> {
  const items = await batchGet(tallyCells.map((cell) => courseKeys.geoTally(cell)));
  const counts = new Map<string, number>();
  for (const item of items) for (const [cell, n] of countsOf(item)) counts.set(cell, n);
  return counts;
}

async function writeTally(cell: string, counts: Map<string, number>): Promise<void> {
  const key = courseKeys.geoTally(cell);
  if (counts.size === 0) {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    return;
  }
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity: COURSE_GEO_TALLY_ENTITY, ...Object.fromEntries(counts) },
    }),
  );
}

/**
 * Access pattern (bulk writes and the migration only): count one cell of 3 characters again from its geo
 * entries (a Query of its key range, projected to the sort key, every page) and write its tally whole.
 */
export async function recountGeoTally(cell: string): Promise<void> {
  const { pk, skPrefix } = courseKeys.geoCell(cell);
  const counts = new Map<string, number>();
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'sk',
  })) {
    for (const item of items) {
      const counted = countedCellOfGeoKey(String(item.sk));
      if (counted) counts.set(counted, (counts.get(counted) ?? 0) + 1);
    }
  }
  await writeTally(cell, counts);
}

/** The tally cells (3 characters) of some geo entries' sort keys, for recountGeoTallies. */
export function tallyCellsOfGeoKeys(sortKeys: Iterable<string | undefined>): Set<string> {
  const cells = new Set<string>();
  for (const sk of sortKeys) {
    const counted = countedCellOfGeoKey(sk);
    if (counted) cells.add(counted.slice(0, TALLY_PRECISION));
  }
  return cells;
}

/** Counts the touched tally cells again, a few at once. */
export async function recountGeoTallies(cells: Iterable<string>, concurrency = 8): Promise<void> {
  await runWithConcurrency(
    [...cells].map((cell) => () => recountGeoTally(cell)),
    concurrency,
  );
}

/**
 * The migration's step (docs/operations.md): every tally of one partition (2 characters) counted again from
 * its geo entries, and a tally whose cell has none left removed. Two Queries of the partition, every page.
 */
export async function recountGeoPartition(partition: string): Promise<number> {
  const { pk } = courseKeys.geoCell(partition);
  const counts = new Map<string, Map<string, number>>();
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': GEO_SK_PREFIX },
    ProjectionExpression: 'sk',
  })) {
    for (const item of items) {
      const counted = countedCellOfGeoKey(String(item.sk));
      if (!counted) continue;
      const tally = counted.slice(0, TALLY_PRECISION);
      const cells = counts.get(tally) ?? new Map<string, number>();
      cells.set(counted, (cells.get(counted) ?? 0) + 1);
      counts.set(tally, cells);
    }
  }
  const tallies = courseKeys.geoTallies(partition);
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': tallies.pk, ':prefix': tallies.skPrefix },
    ProjectionExpression: 'sk',
  })) {
    for (const item of items) {
      const tally = String(item.sk).slice(tallies.skPrefix.length);
      if (!counts.has(tally)) counts.set(tally, new Map());
    }
  }
  await runWithConcurrency(
    [...counts].map(
      ([tally, cells]) =>
        () =>
          writeTally(tally, cells),
    ),
    8,
  );
  return [...counts.values()].reduce((sum, cells) => sum + [...cells.values()].reduce((a, b) => a + b, 0), 0);
}

/** Every geo entries' partition (the 1,024 geohash cells of 2 characters), for the migration. */
export function geohashPartitions(): string[] {
  const base32 = '0123456789bcdefghjkmnpqrstuvwxyz';
  return [...base32].flatMap((first) => [...base32].map((second) => `${first}${second}`));
}
