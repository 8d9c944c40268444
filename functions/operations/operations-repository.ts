import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { GhinRun } from '#shared/schemas/operations';
import { documentClient, tableName } from '../data/dynamo-client';
import {
  GHIN_RUN_ENTITY,
  operationsKeys,
  PREMIUM_MEMBER_ENTITY,
  STORY_REVIEW_ENTITY,
} from '../data/keys/operations-keys';
import { queryPages } from '../data/query-pages';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A reported story joins the operators' review list, in the report's own transaction. */
export function storyToReviewPut(roundId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...operationsKeys.storyToReview(roundId), entity: STORY_REVIEW_ENTITY, roundId },
    },
  };
}

/** The premium roster follows the profile's flag, in the same transaction. */
export function premiumRosterWrite(userId: string, isPremium: boolean): TransactItem {
  return isPremium
    ? {
        Put: {
          TableName: tableName(),
          Item: { ...operationsKeys.premiumMember(userId), entity: PREMIUM_MEMBER_ENTITY, userId },
        },
      }
    : { Delete: { TableName: tableName(), Key: operationsKeys.premiumMember(userId) } };
}

async function sortKeys(partition: { pk: string; skPrefix: string }, limit: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition.pk, ':prefix': partition.skPrefix },
    ProjectionExpression: 'sk',
    ScanIndexForward: false,
  })) {
    keys.push(...items.map((item) => String(item.sk)));
    if (keys.length >= limit) break;
  }
  return keys.slice(0, limit);
}

/** Access pattern: the stories golfers reported, for review (Query of REVIEW). */
export async function listStoriesToReview(limit: number): Promise<string[]> {
  return (await sortKeys(operationsKeys.reviewPartition(), limit)).map(operationsKeys.roundIdOfReview);
}

/** Access pattern: the premium members' ids (Query of PREMIUM). */
export async function listPremiumMemberIds(limit: number): Promise<string[]> {
  return (await sortKeys(operationsKeys.premiumPartition(), limit)).map(operationsKeys.userIdOfPremium);
}

/** A scheduled GHIN sync run starts: how many golfers it queued. */
export async function recordGhinRunStart(runId: string, golfers: number, startedAt: Date): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...operationsKeys.ghinRun(runId),
        entity: GHIN_RUN_ENTITY,
        runId,
        startedAt: startedAt.toISOString(),
        golfers,
      },
    }),
  );
}

/** A golfer of a run synced, failed, or failed for the last time (their message goes to the dead-letter queue). */
export async function countGhinRunOutcome(
  runId: string,
  outcome: 'succeeded' | 'failed' | 'deadLettered',
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: operationsKeys.ghinRun(runId),
      UpdateExpression: 'SET entity = :entity ADD #outcome :one',
      ExpressionAttributeNames: { '#outcome': outcome },
      ExpressionAttributeValues: { ':entity': GHIN_RUN_ENTITY, ':one': 1 },
    }),
  );
}

/** Access pattern: the latest scheduled GHIN sync runs, newest first (Query of GHINRUNS). */
export async function listGhinRuns(limit: number): Promise<GhinRun[]> {
  const runs: GhinRun[] = [];
  const { pk, skPrefix } = operationsKeys.ghinRunsPartition();
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ScanIndexForward: false,
    Limit: limit,
  })) {
    const count = (value: unknown) => (typeof value === 'number' ? value : 0);
    runs.push(
      ...items.map((item) => ({
        runId: String(item.runId ?? String(item.sk).slice(4)),
        startedAt: typeof item.startedAt === 'string' ? item.startedAt : '',
        golfers: count(item.golfers),
        succeeded: count(item.succeeded),
        failed: count(item.failed),
        deadLettered: count(item.deadLettered),
      })),
    );
    break;
  }
  return runs;
}
