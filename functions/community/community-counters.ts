import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CommunityStats } from '#shared/schemas/community';
import { documentClient, tableName } from '../data/dynamo-client';
import { COMMUNITY_COUNTERS_ENTITY, communityKeys } from '../data/keys/community-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type CommunityCounter = keyof CommunityStats;

/**
 * The community's stats row (members, reviews, courses, achievements) is one item of counters, each changed
 * with `ADD` in the transaction of the write it counts, so it is exact and never a sample number.
 */
export function communityCounterUpdate(deltas: Partial<Record<CommunityCounter, number>>): TransactItem {
  const entries = Object.entries(deltas).filter(([, by]) => by !== 0);
  return {
    Update: {
      TableName: tableName(),
      Key: communityKeys.counters(),
      UpdateExpression: `SET entity = :entity ADD ${entries.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': COMMUNITY_COUNTERS_ENTITY,
        ...Object.fromEntries(entries.map(([, by], i) => [`:v${i}`, by])),
      },
    },
  };
}

/** The same counters outside a transaction: a bulk catalog load adds the courses it created after writing them. */
export async function addToCommunityCounters(
  deltas: Partial<Record<CommunityCounter, number>>,
): Promise<void> {
  const update = communityCounterUpdate(deltas).Update;
  if (update && Object.values(deltas).some((by) => by !== 0)) {
    await documentClient().send(new UpdateCommand(update));
  }
}

/** Access pattern: the community's counters (one GetItem). */
export async function getCommunityStats(): Promise<CommunityStats> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: communityKeys.counters() }),
  );
  const count = (name: CommunityCounter) => Math.max(0, typeof Item?.[name] === 'number' ? Item[name] : 0);
  return {
    members: count('members'),
    reviews: count('reviews'),
    courses: count('courses'),
    achievements: count('achievements'),
  };
}
