import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { RATING_AGGREGATE_ENTITY } from '../../functions/data/keys/rating-keys';
import { runWithConcurrency } from '../../functions/lib/run-with-concurrency';
import { copyFiguresToGeoEntry } from '../../functions/ratings/geo-figures';

/**
 * Data migration `geo-entry-figures` (docs/operations.md, "Deploy-time migrations"): every course's rating
 * aggregate copied onto its geo entry, which the trip planner's search lists and sorts by
 * (functions/ratings/geo-figures.ts). Safe to run again: a copy is only written over an older one. A Scan
 * of the aggregates, at deploy time only, never on a request path. Returns how many aggregates it read.
 */
export async function copyAllFiguresToGeoEntries(concurrency = 8): Promise<number> {
  let copied = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :aggregate',
        ExpressionAttributeValues: { ':aggregate': RATING_AGGREGATE_ENTITY },
        ExclusiveStartKey: startKey,
      }),
    );
    await runWithConcurrency(
      Items.map((item) => () => copyFiguresToGeoEntry(String(item.courseId), item)),
      concurrency,
    );
    copied += Items.length;
    startKey = LastEvaluatedKey;
  } while (startKey);
  return copied;
}
