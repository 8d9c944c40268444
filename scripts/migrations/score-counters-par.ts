import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { ROUND_ENTITY, ROUND_TOTALS_ENTITY, roundKeys } from '../../functions/data/keys/round-keys';
import { scoreCounterName } from '../../functions/rounds/round-totals';

/**
 * Data migration `score-counters-par` (docs/product-rules.md#stats): the round totals' score counters gained
 * the round's par (`score18_85` became `score18_85_p72`), so that Best Score is the best 18-hole round
 * against its own par. For every golfer with rounds, their counters are rebuilt from the rounds themselves:
 * the old names are removed and the new ones set to the exact counts, in one UpdateItem per golfer.
 *
 * Safe to run twice (a rebuild from the rounds gives the same counters). A Scan, in an operator script or
 * on the local stack's start, never on a request path; a completed run writes a marker that later runs read
 * alone. Run it while no rounds are being written (right after the deploy): a round logged between the
 * scan and a golfer's update would be counted by its own write and then overwritten by the rebuild.
 */
export const SCORE_COUNTERS_PAR_MIGRATION = 'score-counters-par';

const COUNTER_ATTRIBUTE = /^score(9|18)_\d+(_p\d+)?$/;

async function* scanAll(filter: string, values: Record<string, unknown>) {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: filter,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
      }),
    );
    yield* Items;
    startKey = LastEvaluatedKey;
  } while (startKey);
}

export async function migrateScoreCountersPar({ force = false }: { force?: boolean } = {}): Promise<{
  skipped: boolean;
  golfers: number;
}> {
  if (!force && (await migrationCompleted(SCORE_COUNTERS_PAR_MIGRATION)))
    return { skipped: true, golfers: 0 };

  // Per golfer: the exact count of rounds per holes, score and par.
  const counts = new Map<string, Map<string, number>>();
  for await (const item of scanAll('entity = :round', { ':round': ROUND_ENTITY })) {
    const userId = String(item.userId);
    const userCounts = counts.get(userId) ?? new Map<string, number>();
    const name = scoreCounterName(Number(item.holes), Number(item.score), Number(item.par));
    userCounts.set(name, (userCounts.get(name) ?? 0) + 1);
    counts.set(userId, userCounts);
  }

  let golfers = 0;
  for (const [userId, userCounts] of counts) {
    const key = roundKeys.totals(userId);
    const { Item = {} } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const stale = Object.keys(Item).filter((name) => COUNTER_ATTRIBUTE.test(name) && !userCounts.has(name));
    const set = [...userCounts];
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: [
          `SET entity = :entity, ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
          stale.length > 0 ? `REMOVE ${stale.map((_, i) => `#r${i}`).join(', ')}` : '',
        ].join(' '),
        ExpressionAttributeNames: {
          ...Object.fromEntries(set.map(([name], i) => [`#s${i}`, name])),
          ...Object.fromEntries(stale.map((name, i) => [`#r${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':entity': ROUND_TOTALS_ENTITY,
          ...Object.fromEntries(set.map(([, count], i) => [`:s${i}`, count])),
        },
      }),
    );
    golfers += 1;
  }

  await markMigrationCompleted(SCORE_COUNTERS_PAR_MIGRATION, { golfers });
  return { skipped: false, golfers };
}
