import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { ratingKeys } from '../../functions/data/keys/rating-keys';
import { ROUND_ENTITY, roundKeys } from '../../functions/data/keys/round-keys';
import { migrateRatingScale } from './rating-scale';
import { submitCourseRating } from '../../functions/ratings/my-rating-repository';
import { createUserIfAbsent } from '../../functions/users/users-repository';
import { ratingSubmissionSchema } from '#shared/schemas/rating';
import { getItem } from '../local/testing';
import { useStackTable } from '../../functions/lib/testing/stack-table';

useStackTable();

const PEBBLE = 'pebble-beach-golf-links';
const KINGSBARNS = 'kingsbarns-golf-links';

/** A round item as the app wrote it before the 0-10 scale: 1-5 stars, no ratingScale. */
async function putLegacyRound(
  userId: string,
  courseId: string,
  playedAt: string,
  stars: Partial<Record<string, number>>,
): Promise<string> {
  const id = ulid();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...roundKeys.round(userId, id),
        ...roundKeys.byPlayedAt(userId, playedAt, id),
        entity: ROUND_ENTITY,
        id,
        userId,
        courseId,
        score: 85,
        par: 72,
        holes: 18,
        playedAt,
        roundType: 'Regular',
        overallExperience: null,
        architectureDesign: null,
        ...stars,
        createdAt: `${playedAt}T12:00:00.000Z`,
        updatedAt: `${playedAt}T12:00:00.000Z`,
      },
    }),
  );
  return id;
}

describe('the rating-scale-10 migration', () => {
  it('doubles 1-5 ratings once, adopts the latest rated round per course, and is safe to run twice', async () => {
    const userId = randomUUID();
    // A rating is an account's: the golfer's record exists, as after their first sign-in.
    await createUserIfAbsent({ sub: userId });
    const older = await putLegacyRound(userId, PEBBLE, '2023-05-01', { overallExperience: 3 });
    const latest = await putLegacyRound(userId, PEBBLE, '2024-05-01', {
      overallExperience: 5,
      architectureDesign: 4,
    });
    const unrated = await putLegacyRound(userId, PEBBLE, '2025-01-01', {});
    // A course the golfer already rated on the new scale keeps that rating.
    await submitCourseRating(userId, KINGSBARNS, ratingSubmissionSchema.parse({ overallExperience: 6.5 }));
    const kingsbarns = await putLegacyRound(userId, KINGSBARNS, '2024-07-04', { overallExperience: 2 });
    const pebbleBefore = await getItem(ratingKeys.aggregate(PEBBLE));

    const first = await migrateRatingScale({ force: true });
    expect(first.skipped).toBe(false);
    expect(first.converted).toBeGreaterThanOrEqual(4);

    const round = (id: string) => getItem(roundKeys.round(userId, id));
    expect(await round(older)).toMatchObject({ overallExperience: 6, ratingScale: 10 });
    expect(await round(latest)).toMatchObject({
      overallExperience: 10,
      architectureDesign: 8,
      ratingScale: 10,
    });
    expect(await round(unrated)).toMatchObject({ overallExperience: null, ratingScale: 10 });
    expect(await round(kingsbarns)).toMatchObject({ overallExperience: 4, ratingScale: 10 });
    expect(await getItem(ratingKeys.rating(userId, PEBBLE))).toMatchObject({
      roundId: latest,
      overallExperience: 10,
      architectureDesign: 8,
      fescueScore: 9,
    });
    expect(await getItem(ratingKeys.rating(userId, KINGSBARNS))).toMatchObject({
      roundId: null,
      overallExperience: 6.5,
    });
    const pebbleAfter = await getItem(ratingKeys.aggregate(PEBBLE));
    const raters = (item: Record<string, unknown> | undefined) => Number(item?.raters ?? 0);
    expect(raters(pebbleAfter)).toBe(raters(pebbleBefore) + 1);

    const second = await migrateRatingScale({ force: true });
    expect(await round(latest)).toMatchObject({ overallExperience: 10, architectureDesign: 8 });
    expect(await round(older)).toMatchObject({ overallExperience: 6 });
    expect(raters(await getItem(ratingKeys.aggregate(PEBBLE)))).toBe(raters(pebbleAfter));
    expect(second.adopted).toBe(0);

    // Without --force, a completed run is remembered: nothing is read again.
    expect(await migrateRatingScale()).toEqual({ skipped: true, converted: 0, adopted: 0 });
  });
});
