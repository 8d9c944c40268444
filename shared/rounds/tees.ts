import type { Tee } from '../schemas/course';
import { SLOPE_MAX, SLOPE_MIN } from '../schemas/course-figures';
import { ROUND_COURSE_RATING_MAX, ROUND_COURSE_RATING_MIN } from '../schemas/round';

/** A tee the round form offers: the name the golfer picks, and the figures it fills in where known. */
export interface TeeChoice {
  /** The tee's name, with "(men's)" or "(women's)" where both have a tee of that name. */
  label: string;
  /** The tee's 18-hole course rating (a 9-hole tee's rating doubled), null where unknown. */
  courseRating: number | null;
  slopeRating: number | null;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * The tees of a course as the round form lists them, in the course's order. A round carries the tee's
 * 18-hole rating (shared/schemas/round.ts), so a 9-hole tee's rating is doubled (35.6 -> 71.2); a figure
 * outside what a round accepts is left for the golfer to type rather than filled in wrong.
 */
export function teeChoices(tees: readonly Tee[] | null | undefined): TeeChoice[] {
  if (!tees) return [];
  const genders = new Map<string, Set<Tee['gender']>>();
  for (const tee of tees) {
    const seen = genders.get(key(tee.teeName)) ?? new Set();
    seen.add(tee.gender);
    genders.set(key(tee.teeName), seen);
  }
  const choices: TeeChoice[] = [];
  for (const tee of tees) {
    const both = (genders.get(key(tee.teeName))?.size ?? 0) > 1;
    const label = both ? `${tee.teeName} (${tee.gender === 'male' ? "men's" : "women's"})` : tee.teeName;
    if (choices.some((choice) => key(choice.label) === key(label))) continue;
    const rating =
      tee.courseRating === null ? null : Math.round(tee.courseRating * (tee.holes === 9 ? 20 : 10)) / 10;
    choices.push({
      label,
      courseRating:
        rating !== null && rating >= ROUND_COURSE_RATING_MIN && rating <= ROUND_COURSE_RATING_MAX
          ? rating
          : null,
      slopeRating:
        tee.slopeRating !== null &&
        Number.isInteger(tee.slopeRating) &&
        tee.slopeRating >= SLOPE_MIN &&
        tee.slopeRating <= SLOPE_MAX
          ? tee.slopeRating
          : null,
    });
  }
  return choices;
}

/** The listed tee the golfer's text names (any letter case, spaces around ignored), if any. */
export function teeNamed(
  choices: readonly TeeChoice[],
  text: string | null | undefined,
): TeeChoice | undefined {
  if (!text) return undefined;
  return choices.find((choice) => key(choice.label) === key(text));
}
