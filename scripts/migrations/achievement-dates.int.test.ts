import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { achievementKeys } from '../../functions/data/keys/achievement-keys';
import { freshEmail } from '../../functions/lib/testing/stack-helpers';
import { achievementsResponseSchema } from '#shared/schemas/achievement';
import { apiFetch, signIn } from '../local/testing';
import { redateGolferAchievements } from './achievement-dates';
import { useStackTable } from '../../functions/lib/testing/stack-table';

useStackTable();

async function earnedDates(cookie: string): Promise<Record<string, string | null>> {
  const response = await apiFetch('/api/achievements', { cookie });
  const { achievements } = achievementsResponseSchema.parse(await response.json());
  return Object.fromEntries(achievements.filter((a) => a.earned).map((a) => [a.id, a.earnedDate]));
}

/** An unlock as an earlier version stored it: dated by the day the round was logged. */
async function dateUnlock(userId: string, achievementId: string, unlockedAt: string) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: achievementKeys.unlock(userId, achievementId),
      UpdateExpression: 'SET unlockedAt = :date',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':date': unlockedAt },
    }),
  );
}

describe('migration achievement-dates', () => {
  it('dates stored unlocks by the rounds in the order played, keeps the others, and a second run moves nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    for (const [courseId, playedAt, score] of [
      ['pebble-beach-golf-links', '2023-07-04', 97],
      ['pebble-beach-golf-links', '2023-07-05', 89],
    ] as const) {
      const response = await apiFetch('/api/rounds', {
        method: 'POST',
        cookie,
        body: { courseId, playedAt, score },
      });
      expect(response.status).toBe(201);
    }
    const right = await earnedDates(cookie);
    expect(right).toMatchObject({
      'first-tee': '2023-07-04',
      'break-90': '2023-07-05',
      'back-to-back': '2023-07-05',
    });
    await dateUnlock(userId, 'first-tee', '2025-06-14');
    await dateUnlock(userId, 'break-90', '2025-06-14');

    expect(await redateGolferAchievements(userId)).toBe(2);
    expect(await earnedDates(cookie)).toEqual(right);
    expect(await redateGolferAchievements(userId)).toBe(0);
  });
});
