import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { rebuildGolferPassportTotals } from '../../scripts/migrations/passport-totals';
import { computePassport } from '#shared/passport/compute-passport';
import { chooseHome } from '#shared/passport/distance';
import { passportSchema } from '#shared/schemas/passport';
import { ROUND_TYPES } from '#shared/schemas/round';
import { buildStoredRound } from '../rounds/build-round';
import { addBucketEntry } from '../bucket-list/bucket-list-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { achievementKeys } from '../data/keys/achievement-keys';
import { courseKeys } from '../data/keys/course-keys';
import { getPassportCourses, listCourseLinks, listPassportRounds } from './passport-repository';
import { PASSPORT_COUNTRY_ATTRIBUTE, PASSPORT_COURSE_ATTRIBUTE } from './passport-totals';
import { listRankedCourseIds } from '../ratings/rankings-repository';
import { roundDaysOf } from '../achievements/round-days';
import type { StoredRound } from '../rounds/rounds-repository';
import { writeRound } from '../rounds/write/write-round';
import { createUserIfAbsent } from '../users/users-repository';
import { httpEvent } from '../lib/testing/http-event';
import { getPassport } from './routes/get-passport';
import { useStackTable } from '../lib/testing/stack-table';

useStackTable();

const COURSES = [
  'pebble-beach-golf-links',
  'old-course-st-andrews',
  'tpc-scottsdale-stadium',
  'royal-portrush-dunluce',
  'falsterbo-golfklubb',
];
const COURSE_TYPES = [null, 'private', 'resort', 'public'] as const;
const TODAY = new Date().toISOString().slice(0, 10);

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

function randomFacts(next: () => number) {
  const holes = next() < 0.25 ? 9 : 18;
  return {
    courseId: pick(next, COURSES),
    holes,
    par: holes === 9 ? 36 : 72,
    score: holes === 9 ? 38 + Math.floor(next() * 8) : 75 + Math.floor(next() * 10),
    // A few weeks around a year end, so streaks, weeks and two rounds on one day all occur.
    playedAt: new Date(Date.UTC(2024, 11, 10) + Math.floor(next() * 40) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    roundType: pick(next, ROUND_TYPES),
    roundCourseType: pick(next, COURSE_TYPES),
  } as const;
}

/** The destinations come in the order their courses were read (the page sorts them): compared by id. */
function byCourseId<T extends { courses: { id: string }[] }>(passport: T): T {
  return { ...passport, courses: [...passport.courses].sort((a, b) => a.id.localeCompare(b.id)) };
}

/** The passport as the route answers it (from the links' totals). */
async function passportFromTotals(userId: string) {
  const session = { userId } as Parameters<typeof getPassport.handle>[1];
  const result = await getPassport.handle(
    httpEvent('GET /api/user/passport', { query: { today: TODAY } }),
    session,
  );
  if (typeof result === 'string' || result.statusCode !== 200) throw new Error('passport failed');
  return byCourseId(passportSchema.parse(JSON.parse(String(result.body))));
}

/** The passport computed the way it was before the totals: from every round item and the catalog. */
async function passportFromRounds(userId: string) {
  const [rounds, links, ranked] = await Promise.all([
    listPassportRounds(userId),
    listCourseLinks(userId),
    listRankedCourseIds(),
  ]);
  const bucketListIds = links.filter((link) => link.bucketList).map((link) => link.courseId);
  const courses = await getPassportCourses([
    ...new Set([...rounds.map((round) => round.courseId), ...bucketListIds]),
  ]);
  return byCourseId(
    computePassport({
      rounds,
      courses,
      architectNotes: new Map(links.map((link) => [link.courseId, link.architectNotes])),
      bucketListIds,
      rankedCourseIds: ranked.length > 0 ? new Set(ranked) : null,
      home: chooseHome(null, null),
      today: TODAY,
    }),
  );
}

async function linkItems(userId: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': courseKeys.courseLink(userId, '').pk,
        ':prefix': courseKeys.courseLinkPrefix(),
      },
      ConsistentRead: true,
    }),
  );
  return Items;
}

async function roundDayItems(userId: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': courseKeys.courseLink(userId, '').pk,
        ':prefix': achievementKeys.roundDaysPrefix(),
      },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('passport totals kept by the round writes', () => {
  it('give the same passport as the rounds themselves, through creates, edits and deletes, and a rebuild restores them', async () => {
    const userId = `passport-equivalence-${randomUUID()}`;
    // Round writes are an account's: the golfer's record exists, as after their first sign-in.
    await createUserIfAbsent({ sub: userId });
    const next = random(20);
    const rounds = new Map<string, StoredRound>();
    await addBucketEntry(userId, { courseId: 'falsterbo-golfklubb', notes: null, priority: 1 });
    for (let step = 0; step < 45; step += 1) {
      const roll = next();
      const existing = [...rounds.values()];
      const now = new Date(Date.now() + step);
      if (existing.length < 4 || roll < 0.55) {
        const round = buildStoredRound({ id: ulid(), userId, ...randomFacts(next) }, { now });
        await writeRound(undefined, round);
        rounds.set(round.id, round);
      } else if (roll < 0.85) {
        const previous = pick(next, existing);
        const facts = randomFacts(next);
        // An edit changes one to all of the facts (a change of course moves the round between links).
        const edited: StoredRound = {
          ...previous,
          ...(next() < 0.5 ? { courseId: facts.courseId } : {}),
          ...(next() < 0.5 ? { score: facts.score, holes: facts.holes, par: facts.par } : {}),
          ...(next() < 0.5 ? { playedAt: facts.playedAt } : {}),
          roundType: facts.roundType,
          roundCourseType: facts.roundCourseType,
          updatedAt: now.toISOString(),
        };
        await writeRound(previous, edited);
        rounds.set(edited.id, edited);
      } else {
        const gone = pick(next, existing);
        await writeRound(gone, undefined);
        rounds.delete(gone.id);
      }
    }

    // The round days the achievements read match the rounds, after the writes and after a rebuild.
    const days: Record<string, number> = {};
    for (const round of rounds.values()) days[round.playedAt] = (days[round.playedAt] ?? 0) + 1;
    expect(roundDaysOf(await roundDayItems(userId))).toEqual(days);

    const expected = await passportFromRounds(userId);
    expect(expected.rounds.total).toBe(rounds.size);
    expect(await passportFromTotals(userId)).toEqual(expected);

    // Links as they were before the totals: the route falls back to the rounds, and a rebuild restores them.
    for (const link of await linkItems(userId)) {
      const digests = Object.keys(link).filter((name) => name.startsWith('pr#'));
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: link.pk, sk: link.sk },
          UpdateExpression: `REMOVE ${['#course', '#country', ...digests.map((_, i) => `#d${i}`)].join(', ')}`,
          ExpressionAttributeNames: {
            '#course': PASSPORT_COURSE_ATTRIBUTE,
            '#country': PASSPORT_COUNTRY_ATTRIBUTE,
            ...Object.fromEntries(digests.map((name, i) => [`#d${i}`, name])),
          },
        }),
      );
    }
    expect(await passportFromTotals(userId)).toEqual(expected);

    await rebuildGolferPassportTotals(userId);
    const rebuilt = await linkItems(userId);
    expect(await passportFromTotals(userId)).toEqual(expected);
    await rebuildGolferPassportTotals(userId);
    expect(await linkItems(userId)).toEqual(rebuilt);

    expect(roundDaysOf(await roundDayItems(userId))).toEqual(days);
    // About 50 transactions and two rebuilds: seconds alone, longer on a shared, busy machine.
  }, 120_000);
});
