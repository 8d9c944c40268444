import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo-client';
import { STORY_ENTITY, communityKeys } from './keys/community-keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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

/**
 * The community's share of a round write (issue 18): a round is a story only while its golfer shares it.
 * Sharing (or editing a shared round) puts the story; unsharing or deleting the round deletes it, in the
 * round's own transaction, so an unshared round is gone from every community answer the moment the write
 * returns. A story an operator hid stays hidden (out of the feed index) when its golfer edits the round.
 */
export async function storyReactionToRound(before?: StoryRound, after?: StoryRound): Promise<TransactItem[]> {
  const shared = after?.sharedToCommunity === true ? after : undefined;
  if (!shared) {
    if (before?.sharedToCommunity !== true) return [];
    return [{ Delete: { TableName: tableName(), Key: communityKeys.story(before.id) } }];
  }
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: communityKeys.story(shared.id),
      // "hidden" is a DynamoDB reserved word.
      ProjectionExpression: '#hidden, sharedAt',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ConsistentRead: true,
    }),
  );
  const hidden = Item?.hidden === true;
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
          sharedAt: typeof Item?.sharedAt === 'string' ? Item.sharedAt : new Date().toISOString(),
        },
      },
    },
  ];
}
