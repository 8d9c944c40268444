import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { useStackTable } from '../lib/testing/stack-table';
import { createUserIfAbsent } from '../users/users-repository';
import { buildStoredRound } from './build-round';
import { listRoundFactsPlayedBetween } from './rounds-repository';
import { writeRound } from './write/write-round';

useStackTable();

describe('listRoundFactsPlayedBetween (an import chunk reads only its own dates)', () => {
  it("answers every round of both end dates and none outside them, nor another golfer's", async () => {
    const userId = `facts-${randomUUID()}`;
    const other = `facts-${randomUUID()}`;
    for (const sub of [userId, other]) await createUserIfAbsent({ sub });
    const log = async (sub: string, playedAt: string, score: number) =>
      writeRound(
        undefined,
        buildStoredRound(
          { id: ulid(), userId: sub, courseId: 'pebble-beach-golf-links', score, holes: 18, playedAt },
          { coursePar: 72 },
        ),
      );
    await log(userId, '2021-03-31', 80);
    await log(userId, '2021-04-01', 81);
    await log(userId, '2021-04-01', 82);
    await log(userId, '2021-04-15', 83);
    await log(userId, '2021-04-30', 84);
    await log(userId, '2021-05-01', 85);
    await log(other, '2021-04-10', 90);

    const facts = await listRoundFactsPlayedBetween(userId, '2021-04-01', '2021-04-30');
    expect(facts.map((fact) => fact.score).sort()).toEqual([81, 82, 83, 84]);
    expect(facts[0]).toEqual({
      courseId: 'pebble-beach-golf-links',
      score: expect.any(Number),
      holes: 18,
      playedAt: expect.stringMatching(/^2021-04-/),
    });
    const oneDay = await listRoundFactsPlayedBetween(userId, '2021-04-01', '2021-04-01');
    expect(oneDay.map((fact) => fact.score).sort()).toEqual([81, 82]);
  });
});
