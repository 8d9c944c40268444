/**
 * The one rating scale (docs/product-rules.md#ratings): a category rating is 0 to 10 in steps of 0.5, 0 meaning unrated, in every place a
 * golfer rates (one dialog). Stars from before (1 to 5) map onto it: 1 star = 2 ... 5 stars = 10.
 */
export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const RATING_STEP = 0.5;
/** The stored scale, written on every round item (`ratingScale`), so a migration can tell old rounds apart. */
export const RATING_SCALE = 10;
export const STAR_COUNT = 5;

/** 1-5 stars to the 0-10 scale; null or 0 stars is unrated (0). */
export function starsToRating(stars: number | null | undefined): number {
  if (!stars || stars <= 0) return 0;
  return Math.min(STAR_COUNT, Math.round(stars)) * 2;
}

/** Whether a value is on the scale: 0 to 10, a multiple of 0.5. */
export function isOnScale(value: number): boolean {
  return Number.isFinite(value) && value >= RATING_MIN && value <= RATING_MAX && Number.isInteger(value * 2);
}

/** A stored rating from before the scale changed (1 to 5 whole stars, or null) on the 0-10 scale. */
export function legacyRatingToScale(value: unknown): number | null {
  if (typeof value !== 'number' || value <= 0) return null;
  return Math.min(RATING_MAX, value * 2);
}
