import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { ROUND_TOTALS_ENTITY, roundKeys } from '../../functions/data/keys/round-keys';
import { queryPages } from '../../functions/data/query-pages';
import { scanProfiles } from './scan-profiles';
import { scoreCounterName } from '../../functions/rounds/round-totals';

/**
 * Data migration `score-counters-par` (docs/product-rules.md#stats): the round totals' score counters gained
 * the round's par (`score18_85` became `score18_85_p72`), so that Best Score is the best 18-hole round
 * against its own par. For every golfer, their counters are rebuilt from their rounds: the old names are
 * removed and the new ones set to the exact counts, in one UpdateItem per golfer.
 *
 * Online: a golfer's totals are read first, then their rounds (a Query of their partition), and the rebuild
 * is written only if every counter still holds what was read; a round logged or deleted meanwhile moves a
 * counter with its ADD, the condition fails and that golfer is rebuilt again. Safe to run twice (a rebuild
 * from the rounds gives the same counters).
 */
export const SCORE_COUNTERS_PAR_MIGRATION = 'score-counters-par';

const COUNTER_ATTRIBUTE = /^score(9|18)_\d+(_p\d+)?$/;
const ATTEMPTS = 5;

async function roundCounts(userId: string): Promise<Map<string, number>> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const counts = new Map<string, number>();
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'holes, score, par',
  })) {
    for (const item of items) {
      const name = scoreCounterName(Number(item.holes), Number(item.score), Number(item.par));
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
}

/** One golfer's counters rebuilt from their rounds; answers false when they have no rounds (nothing written). */
export async function rebuildGolferScoreCounters(userId: string): Promise<boolean> {
  const key = roundKeys.totals(userId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const counts = await roundCounts(userId);
    if (counts.size === 0 && !Item) return false;
    const seen = Object.entries(Item ?? {}).filter(([name]) => COUNTER_ATTRIBUTE.test(name));
    const stale = seen.map(([name]) => name).filter((name) => !counts.has(name));
    const set = [...counts];
    const unseen = set.map(([name]) => name).filter((name) => !seen.some(([old]) => old === name));
    const names = [...new Set([...seen.map(([name]) => name), ...unseen])];
    const alias = new Map(names.map((name, i) => [name, `#c${i}`]));
    const conditions = [
      Item ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
      ...seen.map(([name], i) => `${alias.get(name)} = :seen${i}`),
      ...unseen.map((name) => `attribute_not_exists(${alias.get(name)})`),
    ];
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: [
            `SET entity = :entity${set.map(([name], i) => `, ${alias.get(name)} = :s${i}`).join('')}`,
            stale.length > 0 ? `REMOVE ${stale.map((name) => alias.get(name)).join(', ')}` : '',
          ].join(' '),
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: Object.fromEntries(names.map((name) => [alias.get(name), name])),
          ExpressionAttributeValues: {
            ':entity': ROUND_TOTALS_ENTITY,
            ...Object.fromEntries(set.map(([, count], i) => [`:s${i}`, count])),
            ...Object.fromEntries(seen.map(([, value], i) => [`:seen${i}`, value])),
          },
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error(`a golfer's rounds kept changing through ${ATTEMPTS} rebuilds of their score counters`);
}

export async function migrateScoreCountersPar({ force = false }: { force?: boolean } = {}): Promise<{
  skipped: boolean;
  golfers: number;
}> {
  if (!force && (await migrationCompleted(SCORE_COUNTERS_PAR_MIGRATION)))
    return { skipped: true, golfers: 0 };
  let golfers = 0;
  for await (const { id } of scanProfiles()) {
    if (await rebuildGolferScoreCounters(id)) golfers += 1;
  }
  await markMigrationCompleted(SCORE_COUNTERS_PAR_MIGRATION, { golfers });
  return { skipped: false, golfers };
}
