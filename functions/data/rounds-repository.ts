import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  RATING_KEYS,
  roundCourseSummarySchema,
  type Round,
  type RoundCourseSummary,
} from '../../shared/schemas/round';
import type { StatsRound } from '../../shared/rounds/stats';
import { ConflictError, NotFoundError } from '../lib/errors';
import { COURSE_NOT_FOUND_MESSAGE, getCourseItemsByIds } from './courses-repository';
import { decodeCursor, encodeCursor } from './cursor';
import { documentClient, tableName } from './dynamo-client';
import { COURSE_LINK_ENTITY, courseKeys } from './keys/course-keys';
import { ROUND_ENTITY, roundKeys, roundsByPlayedAtPartition } from './keys/round-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A round as stored: the API's Round without the embedded course. */
export type StoredRound = Omit<Round, 'course'>;

export const ROUND_CHANGED_MESSAGE = 'This round changed while saving. Reload the page and try again.';

const ROUND_FIELDS = [
  'id',
  'userId',
  'courseId',
  'score',
  'par',
  'holes',
  'playedAt',
  'roundType',
  'roundCourseType',
  'roundArchitect',
  'favoriteHole',
  'comments',
  'reviewComments',
  'notes',
  'tees',
  'conditions',
  'playingPartners',
  'imageUrl',
  ...RATING_KEYS,
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof StoredRound)[];

const COURSE_SUMMARY_FIELDS = Object.keys(roundCourseSummarySchema.shape);

function toStoredRound(item: Record<string, unknown>): StoredRound {
  return Object.fromEntries(ROUND_FIELDS.map((field) => [field, item[field] ?? null])) as StoredRound;
}

function roundItem(round: StoredRound): Record<string, unknown> {
  return {
    ...roundKeys.round(round.userId, round.id),
    ...roundKeys.byPlayedAt(round.userId, round.playedAt, round.id),
    entity: ROUND_ENTITY,
    ...round,
  };
}

// ---------------------------------------------------------------------------------------------- reads

/** Access pattern: one of the golfer's rounds (another golfer's id is simply not in this partition). */
export async function getRound(userId: string, roundId: string): Promise<StoredRound | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: roundKeys.round(userId, roundId), ConsistentRead: true }),
  );
  return Item ? toStoredRound(Item) : undefined;
}

/** Access pattern: the golfer's rounds, latest played first, a page at a time (gsi1 USER#<sub>#ROUNDS). */
export async function listRounds(
  userId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: StoredRound[]; nextCursor?: string }> {
  const partition = roundsByPlayedAtPartition(userId);
  const startKey = decodeCursor(cursor, {
    attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
    fixed: { gsi1pk: partition, pk: roundKeys.roundsOfUser(userId).pk },
  });
  const { Items, LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (Items ?? []).map(toStoredRound), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * Access pattern: the few facts of every round the stats need, in one paged Query over the golfer's
 * partition projecting only those attributes (no Scan; see docs/data-model.md for the 5,000-round plan).
 */
export async function listRoundFacts(userId: string): Promise<StatsRound[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const facts: StatsRound[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ProjectionExpression: 'courseId, score, holes, playedAt, roundArchitect',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of Items ?? []) {
      facts.push({
        courseId: String(item.courseId),
        score: Number(item.score),
        holes: Number(item.holes),
        playedAt: String(item.playedAt),
        roundArchitect: typeof item.roundArchitect === 'string' ? item.roundArchitect : null,
      });
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return facts;
}

/** The course summaries of some rounds, with one BatchGetItem per 100 distinct courses. */
export async function getCourseSummaries(
  courseIds: readonly string[],
): Promise<Map<string, RoundCourseSummary>> {
  const items = await getCourseItemsByIds(courseIds, COURSE_SUMMARY_FIELDS);
  const summaries = new Map<string, RoundCourseSummary>();
  for (const [id, item] of items) {
    const parsed = roundCourseSummarySchema.safeParse({
      ...Object.fromEntries(COURSE_SUMMARY_FIELDS.map((field) => [field, item[field] ?? null])),
      userRating: typeof item.userRating === 'number' ? item.userRating : 0,
    });
    if (parsed.success) summaries.set(id, parsed.data);
  }
  return summaries;
}

// --------------------------------------------------------------------------------------------- writes

/**
 * The course link's share of a new round: played, one more round. `ADD` keeps the count right when two
 * rounds at one course are saved at once; an existing bucket-list flag is kept.
 */
function linkAddRound(userId: string, courseId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: courseKeys.courseLink(userId, courseId),
      UpdateExpression:
        'SET entity = :entity, courseId = :courseId, played = :true, bucketList = if_not_exists(bucketList, :false) ADD roundCount :one',
      ExpressionAttributeValues: {
        ':entity': COURSE_LINK_ENTITY,
        ':courseId': courseId,
        ':true': true,
        ':false': false,
        ':one': 1,
      },
    },
  };
}

/**
 * The course link's share of a round leaving a course. The link is read first: with the last round gone it
 * loses its played flag, and it is deleted when it is not on the bucket list either (so the course leaves
 * "my courses"). The write is conditioned on the count and flag it read, so a concurrent change cancels the
 * transaction (409) instead of miscounting.
 */
async function linkRemoveRound(userId: string, courseId: string): Promise<TransactItem> {
  const key = courseKeys.courseLink(userId, courseId);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const count = typeof Item?.roundCount === 'number' ? Item.roundCount : undefined;
  const onBucketList = Item?.bucketList === true;
  const countCondition = count === undefined ? 'attribute_not_exists(roundCount)' : 'roundCount = :count';
  const countValue = count === undefined ? {} : { ':count': count };
  if ((count ?? 1) > 1) {
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD roundCount :minusOne',
        ConditionExpression: countCondition,
        ExpressionAttributeValues: { ':minusOne': -1, ...countValue },
      },
    };
  }
  if (onBucketList) {
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET played = :false, roundCount = :zero',
        ConditionExpression: `${countCondition} AND bucketList = :true`,
        ExpressionAttributeValues: { ':false': false, ':zero': 0, ':true': true, ...countValue },
      },
    };
  }
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: `attribute_not_exists(pk) OR (${countCondition} AND (attribute_not_exists(bucketList) OR bucketList = :false))`,
      ExpressionAttributeValues: { ':false': false, ...countValue },
    },
  };
}

function courseExists(courseId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: courseKeys.course(courseId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

async function writeRoundTransaction(items: TransactItem[], courseCheckIndex?: number): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (courseCheckIndex !== undefined && reasons[courseCheckIndex]?.Code === 'ConditionalCheckFailed') {
        throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
      }
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
        throw new ConflictError(ROUND_CHANGED_MESSAGE);
      }
    }
    throw error;
  }
}

/** Access pattern: log a round, with its course link, in one TransactWriteItems. */
export async function createRound(round: StoredRound): Promise<void> {
  await writeRoundTransaction(
    [
      courseExists(round.courseId),
      {
        Put: {
          TableName: tableName(),
          Item: roundItem(round),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      linkAddRound(round.userId, round.courseId),
    ],
    0,
  );
}

/**
 * Access pattern: replace a round as edited (read by the caller). Conditioned on the `updatedAt` it read;
 * a change of course moves the round between the two course links in the same transaction.
 */
export async function replaceRound(previous: StoredRound, next: StoredRound): Promise<void> {
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: roundItem(next),
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: { ':read': previous.updatedAt },
    },
  };
  if (previous.courseId === next.courseId) {
    await writeRoundTransaction([put]);
    return;
  }
  await writeRoundTransaction(
    [
      courseExists(next.courseId),
      put,
      linkAddRound(next.userId, next.courseId),
      await linkRemoveRound(previous.userId, previous.courseId),
    ],
    0,
  );
}

/** Access pattern: delete a round and take it off its course link, in one TransactWriteItems. */
export async function deleteRound(round: StoredRound): Promise<void> {
  await writeRoundTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: roundKeys.round(round.userId, round.id),
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeValues: { ':read': round.updatedAt },
      },
    },
    await linkRemoveRound(round.userId, round.courseId),
  ]);
}
