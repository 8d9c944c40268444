import { ConditionalCheckFailedException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../data/batch-get';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseKeys } from '../data/keys/course-keys';
import { ratingKeys } from '../data/keys/rating-keys';
import { countedCellOfGeoKey } from '../courses/geo-tallies';
import { runWithConcurrency } from '../lib/run-with-concurrency';
import { figuresOf } from './community-ratings-repository';
import { REVISION } from './rating-aggregate';

/**
 * The community figures a course's geo entry carries (docs/data-model.md, "Courses near a place"), so the
 * trip planner's search sorts and lists by them without reading any aggregate. Copied from the aggregate
 * after each change commits, as The Fescue List key is (the aggregate's sums are only known after its
 * `ADD`s land): `figuresRevision` is the aggregate's revision copied, and an older copy never overwrites a
 * newer one. A course write replaces its geo entry whole, so it copies them again after it commits; the
 * bulk writers and the deploy-time migration copy them for every course they touch that has an aggregate.
 */

export const FIGURES_REVISION = 'figuresRevision';

/**
 * Copies an aggregate's figures (read consistently, after the change committed) onto the course's geo
 * entry. Nothing when the course has no geo entry (no point), or none was ever rated and the entry holds
 * no copy; a copy already as new, or a geo entry moved meanwhile (its own write copies again), is left.
 */
export async function copyFiguresToGeoEntry(
  courseId: string,
  aggregate: Record<string, unknown> | undefined,
): Promise<void> {
  const { Item: course } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.course(courseId),
      ProjectionExpression: 'searchKeys',
      ConsistentRead: true,
    }),
  );
  const searchKeys = Array.isArray(course?.searchKeys) ? (course.searchKeys as unknown[]) : [];
  const geoSk = searchKeys.find(
    (sk): sk is string => typeof sk === 'string' && countedCellOfGeoKey(sk) !== undefined,
  );
  if (!geoSk) return;
  const revision = typeof aggregate?.[REVISION] === 'number' ? aggregate[REVISION] : 0;
  const { userRating, reviewCount } = figuresOf(aggregate);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: courseKeys.searchEntryFromSortKey(geoSk),
        UpdateExpression: 'SET userRating = :rating, reviewCount = :count, #revision = :revision',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(#revision) OR #revision < :revision)',
        ExpressionAttributeNames: { '#revision': FIGURES_REVISION },
        ExpressionAttributeValues: { ':rating': userRating, ':count': reviewCount, ':revision': revision },
      }),
    );
  } catch (error) {
    if (
      !(error instanceof ConditionalCheckFailedException) &&
      !(error instanceof TransactionConflictException)
    ) {
      throw error;
    }
  }
}

/** After a course's geo entry was written again: its figures copied back from the aggregate, if any. */
export async function refreshGeoFigures(courseId: string): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.aggregate(courseId), ConsistentRead: true }),
  );
  if (Item) await copyFiguresToGeoEntry(courseId, Item);
}

/**
 * The bulk writers' and the migration's step: of some courses, those with an aggregate (one BatchGetItem per
 * 100, consistent) get its figures copied onto their geo entry. Returns how many were copied.
 */
export async function refreshGeoFiguresOf(courseIds: Iterable<string>, concurrency = 8): Promise<number> {
  const aggregates = await batchGet(
    [...new Set(courseIds)].map((id) => ratingKeys.aggregate(id)),
    { consistentRead: true },
  );
  await runWithConcurrency(
    aggregates.map((item) => () => copyFiguresToGeoEntry(String(item.courseId), item)),
    concurrency,
  );
  return aggregates.length;
}
