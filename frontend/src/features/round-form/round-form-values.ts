import type { CourseSearchResult } from '#shared/schemas/course';
import { RATING_KEYS, type Round } from '#shared/schemas/round';
import type { CreateRound, CreateRoundInput, UpdateRound } from '#shared/schemas/round-requests';
import { emptyRatings } from './rating-summary';

/**
 * The one round form's values: Add Round and Edit Round both validate with the shared create schema (a
 * course and a score are required either way), so both show the same messages for the same mistakes.
 */
export type RoundFormInput = CreateRoundInput;
export type RoundFormValues = CreateRound;

/** What the form shows of the round's course: enough for its card, the architect hint and the par. */
export interface FormCourse {
  id: string;
  name: string;
  city: string;
  state: string | null;
  country: string;
  architect: string | null;
  courseType: CourseSearchResult['courseType'];
  /**
   * "City, State, Country" as the API writes it (placeLine), where the course came with it: a round's course
   * has no state of its own, so Edit Round shows this, the label Add Round shows from the parts.
   */
  location?: string;
}

/** Today as YYYY-MM-DD in the golfer's own time zone (toISOString would give UTC's date). */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new round: today, 18 holes, Regular, and the picked course's architect and type. */
export function blankValues(course?: FormCourse | null): RoundFormInput {
  return {
    courseId: course?.id ?? '',
    score: '',
    holes: 18,
    playedAt: today(),
    roundType: 'Regular',
    roundCourseType: course?.courseType ?? null,
    roundArchitect: course?.architect ?? '',
    favoriteHole: null,
    tees: '',
    playingPartners: '',
    reviewComments: '',
    notes: '',
    ...emptyRatings(),
    ratingTags: [],
    ratingComments: '',
    ratingShared: false,
    sharedToCommunity: false,
    scorecard: null,
  };
}

/** A stored round as the form shows it, everything the golfer entered included. */
export function roundValues(round: Round): RoundFormInput {
  return {
    courseId: round.courseId,
    score: round.score,
    holes: round.holes,
    par: round.par,
    // null (not undefined): the round's own, kept when editing rather than filled from the course.
    courseRating: round.courseRating ?? null,
    slopeRating: round.slopeRating ?? null,
    playedAt: round.playedAt.slice(0, 10),
    roundType: round.roundType,
    roundCourseType: round.roundCourseType,
    roundArchitect: round.roundArchitect ?? '',
    favoriteHole: round.favoriteHole,
    tees: round.tees ?? '',
    playingPartners: round.playingPartners ?? '',
    reviewComments: round.reviewComments ?? '',
    notes: round.notes ?? '',
    ...Object.fromEntries(RATING_KEYS.map((key) => [key, round[key]])),
    ratingTags: round.ratingTags,
    ratingComments: round.ratingComments ?? '',
    ratingShared: round.ratingShared,
    sharedToCommunity: round.sharedToCommunity,
    scorecard: round.scorecard ?? null,
  };
}

/** The round's embedded course as the form's course card (null when it left the catalog). */
export function roundCourse(round: Round): FormCourse | null {
  const course = round.course;
  if (!course) return null;
  return {
    id: course.id,
    name: course.name,
    city: course.city,
    state: null,
    country: course.country,
    architect: course.architect,
    courseType: course.courseType,
    location: course.location,
  };
}

const RATING_FIELDS = [...RATING_KEYS, 'ratingTags', 'ratingComments', 'ratingShared'] as const;

/**
 * PATCH body of an edit: every field of the form, but the rating only when the golfer changed it, so that
 * saving a new score does not re-submit the same rating to the course's community figures.
 */
export function editPayload(values: RoundFormValues, ratingChanged: boolean): UpdateRound {
  if (ratingChanged) return values;
  const payload: Record<string, unknown> = { ...values };
  for (const key of RATING_FIELDS) delete payload[key];
  return payload as UpdateRound;
}

/** Whether any rating field (a category, a tag, the comments or their sharing) was changed. */
export function ratingFieldsDirty(dirty: Partial<Record<string, unknown>>): boolean {
  return RATING_FIELDS.some((key) => dirty[key] !== undefined);
}
