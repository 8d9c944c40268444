import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { RATING_CATEGORIES, RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import { fescueScoreTenths } from '#shared/ratings/fescue-score';
import { courseSchema } from '#shared/schemas/course';
import type { RatingSubmissionInput } from '#shared/schemas/rating';
import { roundSchema, type Round } from '#shared/schemas/round';
import { apiFetch } from '../../../scripts/local/testing';
import type { CountedRating } from '../../ratings/rating-aggregate';

/** Test data builders for the rating routes' integration tests. */

/** A course of the test's own (a fresh custom course), so its aggregate starts empty. */
export async function createTestCourse(cookie: string, label = 'Ratings'): Promise<string> {
  const response = await apiFetch('/api/courses', {
    method: 'POST',
    cookie,
    body: { name: `${label} Links ${randomUUID().slice(0, 8)}`, city: 'Bandon', country: 'United States' },
  });
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json()).id;
}

export async function createTestRound(cookie: string, courseId: string, extra = {}): Promise<Round> {
  const response = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: { courseId, score: 84, playedAt: '2025-06-14', ...extra },
  });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

/**
 * A golfer's rating, varied by `seed`: every category on the 0-10 scale in steps of 0.5 (some left unrated),
 * at least one rated, and one or two quick tags.
 */
export function buildRating(seed: number, overrides: Partial<RatingSubmissionInput> = {}) {
  const ratings = Object.fromEntries(
    RATING_KEYS.map((key, index) => [key, ((seed * 7 + index * 5) % 21) / 2]),
  ) as Record<RatingKey, number>;
  if (RATING_KEYS.every((key) => ratings[key] === 0)) ratings.overallExperience = 7.5;
  const first = RATING_CATEGORIES[seed % 9]!;
  const second = RATING_CATEGORIES[(seed + 4) % 9]!;
  return {
    ...ratings,
    ratingTags:
      seed % 3 === 0 ? [first.tags[seed % 5]!] : [first.tags[seed % 5]!, second.tags[(seed + 1) % 5]!],
    comments: `Round ${seed}`,
    shareComments: false,
    ...overrides,
  } satisfies RatingSubmissionInput;
}

/** What the aggregate counts of a submitted rating. */
export function countedOf(rating: ReturnType<typeof buildRating>): CountedRating {
  const ratings = Object.fromEntries(RATING_KEYS.map((key) => [key, rating[key]])) as Record<
    RatingKey,
    number
  >;
  return { ratings, tags: rating.ratingTags, scoreTenths: fescueScoreTenths(ratings) };
}
