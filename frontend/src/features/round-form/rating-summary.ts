import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import {
  ratingAverage as averageOf,
  ratingLabel as labelOf,
  roundToTenth,
} from '#shared/ratings/fescue-score';

/** A round's nine ratings on the one 0-10 scale (shared/ratings/scale.ts); null or 0 is unrated. */
export type RoundRatings = Record<RatingKey, number | null>;

export function emptyRatings(): RoundRatings {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, null])) as RoundRatings;
}

/**
 * Mean of the rated categories (0-10), or null when none is rated (docs/product-rules.md#ratings: zeros do
 * not count).
 */
export function ratingAverage(ratings: Partial<Record<RatingKey, number | null | undefined>>): number | null {
  return averageOf(ratings);
}

/** The Fescue score: the 0-10 average to one decimal. */
export function fescueScore(average: number): number {
  return roundToTenth(average);
}

/** The card's label by average, on the 0-10 scale (docs/product-rules.md#ratings). */
export function ratingLabel(average: number): string {
  return labelOf(average);
}
