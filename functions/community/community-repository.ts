import { storyToReviewPut } from '../operations/operations-repository';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CommunityStory } from '#shared/schemas/community';
import { batchGet } from '../data/batch-get';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import {
  STORIES_PARTITION,
  MY_STORY_REPORT_ENTITY,
  STORY_REPORT_ENTITY,
  communityKeys,
  communityPageKeys,
} from '../data/keys/community-keys';
import { userKeys } from '../data/keys/user-keys';
import { openAccountCheck, transactWrite } from '../data/transact-write';
import { wasCancelledByAnyCondition } from '../data/transaction-errors';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A story as stored: whose it is stays on the server; the API says only whether it is the reader's. */
export interface StoredStory {
  roundId: string;
  userId: string;
  courseId: string;
  playedAt: string;
  hidden: boolean;
}

/** Access pattern: one story by its round id (consistent: a share or hide is read back at once). */
export async function getStory(roundId: string): Promise<StoredStory | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: communityKeys.story(roundId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    roundId: String(Item.roundId),
    userId: String(Item.userId),
    courseId: String(Item.courseId),
    playedAt: String(Item.playedAt),
    hidden: Item.hidden === true,
  };
}

/**
 * Access pattern: shared stories, latest played first, a page at a time (gsi1 STORIES: only shared rounds
 * that an operator has not hidden are in it), with the golfers' names and the courses read in two
 * BatchGetItems, so a name or course change shows at once.
 */
export async function listStories(
  readerId: string,
  limit: number,
  cursor?: string,
): Promise<{ stories: CommunityStory[]; nextCursor?: string }> {
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': STORIES_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, communityPageKeys.stories),
    }),
  );
  const visible = Items.filter((item) => item.hidden !== true);
  const [profiles, courses] = await Promise.all([
    batchGet(
      [...new Set(visible.map((item) => String(item.userId)))].map((id) => userKeys.profile(id)),
      { projection: ['id', 'firstName', 'lastName'] },
    ),
    getCourseItemsByIds(
      visible.map((item) => String(item.courseId)),
      ['name', 'city', 'country'],
    ),
  ]);
  const names = new Map(profiles.map((profile) => [String(profile.id), profile]));
  const stories = visible.flatMap((item): CommunityStory[] => {
    const course = courses.get(String(item.courseId));
    if (!course) return [];
    const author = names.get(String(item.userId));
    const overall = typeof item.overallExperience === 'number' ? item.overallExperience : null;
    return [
      {
        id: String(item.roundId),
        score: Number(item.score),
        par: Number(item.par),
        notes: text(item.notes),
        overallRating: overall && overall > 0 ? Math.round(overall) / 2 : null,
        playedAt: text(item.playedAt),
        image: text(item.imageUrl),
        user: { firstName: text(author?.firstName), lastName: text(author?.lastName) },
        course: {
          id: String(item.courseId),
          name: String(course.name),
          city: String(course.city ?? ''),
          country: String(course.country ?? ''),
        },
        mine: item.userId === readerId,
      },
    ];
  });
  return { stories, nextCursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * Access pattern: a golfer reports a story, once (a second report by the same golfer changes nothing): the
 * report item and the story's report count in one transaction. Answers whether this was a new report.
 */
export async function reportStory(roundId: string, userId: string, reason: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...communityKeys.storyReport(roundId, userId),
            entity: STORY_REPORT_ENTITY,
            reason,
            reportedAt: new Date().toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        // The golfer's own record of the report, so their account's deletion finds it (no Scan).
        Put: {
          TableName: tableName(),
          Item: { ...communityKeys.myStoryReport(userId, roundId), entity: MY_STORY_REPORT_ENTITY },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: communityKeys.story(roundId),
          UpdateExpression: 'ADD reportCount :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      // The operators' review list (the Operations page).
      storyToReviewPut(roundId),
      // A report made while the golfer's account is being deleted would count on the story for good.
      openAccountCheck(userId),
    ]);
    return true;
  } catch (error) {
    // Already reported by this golfer, or the story went meanwhile. A transaction that kept losing races on
    // the story's count (transactWrite sends it again meanwhile), or a throttled one, is no answer and goes on
    // to the error handler (503), so the golfer knows to send the report again.
    if (wasCancelledByAnyCondition(error)) return false;
    throw error;
  }
}

/** Access pattern: an operator hides a story (out of the feed index) or shows it again. */
export async function setStoryHidden(story: StoredStory, hidden: boolean): Promise<void> {
  const feed = communityKeys.storyFeed(story.playedAt, story.roundId);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: communityKeys.story(story.roundId),
      ConditionExpression: 'attribute_exists(pk)',
      ...(hidden
        ? {
            UpdateExpression: 'SET #hidden = :true REMOVE gsi1pk, gsi1sk',
            ExpressionAttributeNames: { '#hidden': 'hidden' },
            ExpressionAttributeValues: { ':true': true },
          }
        : {
            UpdateExpression: 'SET #hidden = :false, gsi1pk = :pk, gsi1sk = :sk',
            ExpressionAttributeNames: { '#hidden': 'hidden' },
            ExpressionAttributeValues: { ':false': false, ':pk': feed.gsi1pk, ':sk': feed.gsi1sk },
          }),
    }),
  );
}
