import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../lib/errors';
import type { TransactItem } from '../data/transact-write';
import type { RoundReaction } from '../rounds/rounds-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { STORY_ENTITY, communityKeys } from '../data/keys/community-keys';

/** The round fields a story copies (the golfer's name and the course are read when stories are listed). */
export interface StoryRound {
  id: string;
  userId: string;
  courseId: string;
  score: number;
  par: number;
  playedAt: string;
  notes: string | null;
  overallExperience: number | null;
  imageUrl: string | null;
  sharedToCommunity: boolean;
}

/** A round shared under an id another golfer's story holds: the write is refused, nothing written. */
export type StoryRefusal = 'story-taken';

/** A story's key is global; only the golfer whose round it is may write or remove it. */
const OWN_STORY_CONDITION = 'attribute_not_exists(pk) OR userId = :owner';

/**
 * The community's share of a round write: a round is a story only while its golfer shares it. Sharing (or
 * editing a shared round) puts the story; unsharing or deleting the round deletes it, in the round's own
 * transaction, so an unshared round is gone from every community answer the moment the write returns. A
 * story an operator hid stays hidden (out of the feed index) when its golfer edits the round.
 *
 * A story is keyed by its round id alone (`STORY#<round id>`), so every write is conditioned on the story
 * being the writer's (docs/data-model.md, Community): a put never replaces another golfer's story (a
 * Conflict, nothing written), and unsharing or deleting a round removes only the writer's own story, never one that
 * another golfer's round happens to share an id with.
 */
export async function storyReactionToRound(before?: StoryRound, after?: StoryRound): Promise<TransactItem[]> {
  const shared = after?.sharedToCommunity === true ? after : undefined;
  if (!shared) {
    if (before?.sharedToCommunity !== true) return [];
    const existing = await readStory(before.id);
    // Someone else's story under this id is not this golfer's to remove; their own round still changes.
    if (existing?.userId !== before.userId) return [];
    return [
      {
        Delete: {
          TableName: tableName(),
          Key: communityKeys.story(before.id),
          ConditionExpression: OWN_STORY_CONDITION,
          ExpressionAttributeValues: { ':owner': before.userId },
        },
      },
    ];
  }
  const existing = await readStory(shared.id);
  if (existing && existing.userId !== shared.userId) throw new Conflict<StoryRefusal>('story-taken');
  const hidden = existing?.hidden === true;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...communityKeys.story(shared.id),
          ...(hidden ? {} : communityKeys.storyFeed(shared.playedAt, shared.id)),
          ...communityKeys.storyOfGolfer(shared.userId, shared.id),
          entity: STORY_ENTITY,
          roundId: shared.id,
          userId: shared.userId,
          courseId: shared.courseId,
          score: shared.score,
          par: shared.par,
          playedAt: shared.playedAt,
          notes: shared.notes,
          overallExperience: shared.overallExperience,
          imageUrl: shared.imageUrl,
          hidden,
          sharedAt: typeof existing?.sharedAt === 'string' ? existing.sharedAt : new Date().toISOString(),
        },
        // Read above, and held here: a story another golfer put meanwhile cancels the write.
        ConditionExpression: OWN_STORY_CONDITION,
        ExpressionAttributeValues: { ':owner': shared.userId },
      },
    },
  ];
}

/** The community's reaction to a round write, in the one list (functions/rounds/write/write-round.ts). */
export const storyRoundReaction: RoundReaction = {
  feature: 'community',
  async react(before, after) {
    return { items: await storyReactionToRound(before, after) };
  },
};

/** The story item's owner, hidden flag and first share time (consistent: the write that follows relies on it). */
async function readStory(roundId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: communityKeys.story(roundId),
      // "hidden" is a DynamoDB reserved word.
      ProjectionExpression: 'userId, #hidden, sharedAt',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ConsistentRead: true,
    }),
  );
  return Item;
}
