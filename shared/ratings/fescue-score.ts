import { RATING_KEYS, type RatingKey } from './categories';

/**
 * The Fescue Score (docs/product-rules.md#ratings): the average of the rated categories only (0 is unrated),
 * to one decimal, 0 when none is rated. Its label follows the rule by average; that rule was first stated on
 * the popup's 1-5 average, so on the 0-10 scale each threshold is doubled (4.5 -> 9 Exceptional, ...).
 */
export type CategoryRatings = Partial<Record<RatingKey, number | null | undefined>>;

export function ratedValues(ratings: CategoryRatings): number[] {
  return RATING_KEYS.map((key) => ratings[key]).filter(
    (value): value is number => typeof value === 'number' && value > 0,
  );
}

export function hasAnyRating(ratings: CategoryRatings): boolean {
  return ratedValues(ratings).length > 0;
}

/** The exact average of the rated categories, or null with none rated. */
export function ratingAverage(ratings: CategoryRatings): number | null {
  const rated = ratedValues(ratings);
  if (rated.length === 0) return null;
  return rated.reduce((sum, value) => sum + value, 0) / rated.length;
}

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The Fescue Score: the average of the rated categories to one decimal; 0 when none is rated. */
export function fescueScore(ratings: CategoryRatings): number {
  const average = ratingAverage(ratings);
  return average === null ? 0 : roundToTenth(average);
}

/** The same score in tenths, a whole number, as the community aggregates add it up (exact sums). */
export function fescueScoreTenths(ratings: CategoryRatings): number {
  return Math.round(fescueScore(ratings) * 10);
}

const LABELS: readonly [number, string][] = [
  [9, 'Exceptional'],
  [8, 'Outstanding'],
  [7, 'Excellent'],
  [6, 'Very Good'],
  [5, 'Good'],
  [4, 'Fair'],
];

/** The label by average, on the 0-10 scale (docs/product-rules.md#ratings). */
export function ratingLabel(score: number): string {
  return LABELS.find(([threshold]) => score >= threshold)?.[1] ?? 'Needs Improvement';
}
