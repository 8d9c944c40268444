import { RATING_KEYS, type RatingKey } from '../../../../shared/schemas/round';

export type RoundRatings = Record<RatingKey, number | null>;

export function emptyRatings(): RoundRatings {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, null])) as RoundRatings;
}

/** Mean of the rated categories (1 to 5), or null when none is rated (spec §4: zeros do not count). */
export function ratingAverage(ratings: Partial<Record<RatingKey, number | null | undefined>>): number | null {
  const rated = RATING_KEYS.map((key) => ratings[key]).filter(
    (value): value is number => typeof value === 'number' && value > 0,
  );
  if (rated.length === 0) return null;
  return rated.reduce((sum, value) => sum + value, 0) / rated.length;
}

/** The Fescue score: the 1-5 average shown out of 10, to one decimal. */
export function fescueScore(average: number): number {
  return Math.round(average * 2 * 10) / 10;
}

/** Spec §4 card label by the 1-5 average. */
export function ratingLabel(average: number): string {
  if (average >= 4.5) return 'Exceptional';
  if (average >= 4) return 'Outstanding';
  if (average >= 3.5) return 'Excellent';
  if (average >= 3) return 'Very Good';
  if (average >= 2.5) return 'Good';
  if (average >= 2) return 'Fair';
  return 'Needs Improvement';
}
