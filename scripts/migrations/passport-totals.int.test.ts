import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { buildStoredRound } from '../../functions/rounds/build-round';
import { writeRound } from '../../functions/rounds/write/write-round';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { achievementKeys, ROUND_DAYS_ENTITY } from '../../functions/data/keys/achievement-keys';
import { createUserIfAbsent } from '../../functions/users/users-repository';
import { useStackTable } from '../../functions/lib/testing/stack-table';
import { rebuildGolferPassportTotals } from './passport-totals';

useStackTable();

/** Every day of 2024 as a round-days attribute (`d01-01` … `d12-31`). */
const DAYS_OF_2024 = Array.from({ length: 366 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(5, 10),
).map((day) => `d${day}`);

describe('passport-totals migration', () => {
  it('rebuilds the round days of a golfer who played every day of a year, past the 4 KB expression cap', async () => {
    const userId = `passport-totals-${randomUUID()}`;
    await createUserIfAbsent({ sub: userId });
    const round = buildStoredRound(
      {
        id: ulid(),
        userId,
        courseId: 'pebble-beach-golf-links',
        holes: 18,
        par: 72,
        score: 80,
        playedAt: '2024-06-01',
        roundType: 'Casual',
        roundCourseType: null,
      },
      { now: new Date() },
    );
    await writeRound(undefined, round);
    // The year's item as a golfer with a round on every day of 2024 has it (two a day): the rebuild names
    // each of those 366 days, and its one round's day, in its conditions.
    const key = achievementKeys.roundDays(userId, '2024');
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entity: ROUND_DAYS_ENTITY,
          ...Object.fromEntries(DAYS_OF_2024.map((day) => [day, 2])),
        },
      }),
    );

    await rebuildGolferPassportTotals(userId);

    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const days = Object.fromEntries(Object.entries(Item ?? {}).filter(([name]) => /^d\d\d-\d\d$/.test(name)));
    // Only the day a round is on is left, with its one round.
    expect(days).toEqual({ 'd06-01': 1 });
  });
});
