import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { RATING_KEYS } from '#shared/ratings/categories';
import { hasAnyRating } from '#shared/ratings/fescue-score';
import { legacyRatingToScale, RATING_SCALE } from '#shared/ratings/scale';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { ROUND_ENTITY } from '../../functions/data/keys/round-keys';
import { getMyRating } from '../../functions/ratings/my-rating-repository';
import { ratingRoundReaction } from '../../functions/ratings/round-reaction';
import { toStoredRound, type StoredRound } from '../../functions/rounds/rounds-repository';
import { transactWrite, type TransactItem } from '../../functions/data/transact-write';

/**
 * Data migration `rating-scale-10` (docs/product-rules.md#ratings): round ratings stored before the one 0-10
 * scale were the add-round popup's 1 to 5; each becomes twice that (1 star = 2 ... 5 stars = 10) and the
 * round is marked `ratingScale: 10`. Those ratings were submitted, so for each golfer and course the latest
 * played rated round becomes the golfer's rating of the course, unless they already have one, in the same
 * transaction as its conversion (so the community aggregate counts it exactly once).
 *
 * Safe to run twice: a round is converted only while it has no `ratingScale` (the condition of its write),
 * and a rating is adopted only where none exists. A Scan, in an operator script or on the local stack's
 * start, never on a request path; when a run completes it writes a marker, and later runs read only that.
 */
export const RATING_SCALE_MIGRATION = 'rating-scale-10';

export interface MigrationResult {
  /** True when the marker said an earlier run completed and nothing was read. */
  skipped: boolean;
  converted: number;
  adopted: number;
}

async function* legacyRounds(): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :round AND attribute_not_exists(ratingScale)',
        ExpressionAttributeValues: { ':round': ROUND_ENTITY },
        ExclusiveStartKey: startKey,
      }),
    );
    yield* Items;
    startKey = LastEvaluatedKey;
  } while (startKey);
}

function conversion(item: Record<string, unknown>): TransactItem {
  const values = RATING_KEYS.map((key) => legacyRatingToScale(item[key]));
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ratingScale = :scale, ${RATING_KEYS.map((key, i) => `#r${i} = :r${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ratingScale)',
      ExpressionAttributeNames: Object.fromEntries(RATING_KEYS.map((key, i) => [`#r${i}`, key])),
      ExpressionAttributeValues: {
        ':scale': RATING_SCALE,
        ...Object.fromEntries(values.map((value, i) => [`:r${i}`, value])),
      },
    },
  };
}

/** Latest played first, then latest logged: the round whose rating a golfer submitted last. */
function latestFirst(a: StoredRound, b: StoredRound): number {
  return b.playedAt.localeCompare(a.playedAt) || b.createdAt.localeCompare(a.createdAt);
}

export async function migrateRatingScale({
  force = false,
}: { force?: boolean } = {}): Promise<MigrationResult> {
  if (!force && (await migrationCompleted(RATING_SCALE_MIGRATION)))
    return { skipped: true, converted: 0, adopted: 0 };

  const rounds: { item: Record<string, unknown>; round: StoredRound }[] = [];
  for await (const item of legacyRounds()) rounds.push({ item, round: toStoredRound(item) });

  // Per golfer and course, the rated round that would be adopted.
  const candidates = new Map<string, StoredRound>();
  for (const { round } of rounds) {
    if (!hasAnyRating(round)) continue;
    const key = `${round.userId}|${round.courseId}`;
    const current = candidates.get(key);
    if (!current || latestFirst(round, current) < 0) candidates.set(key, round);
  }

  let converted = 0;
  let adopted = 0;
  for (const { item, round } of rounds) {
    const candidate = candidates.get(`${round.userId}|${round.courseId}`) === round;
    const adopt = candidate && !(await getMyRating(round.userId, round.courseId));
    const reaction = adopt ? await ratingRoundReaction.react(undefined, round) : undefined;
    try {
      await transactWrite([conversion(item), ...(reaction?.items ?? [])]);
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      // Converted meanwhile (another run), or deleted: nothing to do.
      if (reasons[0] === 'ConditionalCheckFailed') continue;
      // The golfer rated the course meanwhile: their rating stands; convert the round alone.
      await transactWrite([conversion(item)]).catch((retry: unknown) => {
        if (!(retry instanceof TransactionCanceledException)) throw retry;
      });
      converted += 1;
      continue;
    }
    converted += 1;
    if (reaction) {
      adopted += 1;
      await reaction.afterCommit?.();
    }
  }

  await markMigrationCompleted(RATING_SCALE_MIGRATION, { converted, adopted });
  return { skipped: false, converted, adopted };
}
