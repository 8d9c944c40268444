// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { RATING_KEYS, type RatingKey } from '../ratings/categories';
import { refineRoundCard, scorecardInputSchema } from '../scorecards/card-rules';
import { courseTypeSchema } from './course';
import { SLOPE_MAX, SLOPE_MIN } from './course-figures';
import { pageQueryShape } from './paging';
import { categoryRatingSchema, COMMENTS_MAX, ratingTagsSchema } from './rating';
import {
  FUTURE_DATE_MESSAGE,
  latestPlayedAt,
  MISSING_COURSE_MESSAGE,
  ROUND_COURSE_RATING_MAX,
  ROUND_COURSE_RATING_MESSAGE,
  ROUND_COURSE_RATING_MIN,
  ROUND_SLOPE_MESSAGE,
  roundTypeSchema,
  SCORE_MAX,
  SCORE_MESSAGE,
  SCORE_MIN,
  WITH_PHOTO_MESSAGE,
} from './round';

/**
 * What the rounds API receives: a new round, its update, a round's date and the list's query
 * (docs/product-rules.md#rounds). Apart from ./round.ts, which every signed-in screen loads to read rounds:
 * zod builds a schema as its module runs, and these are read only by the round form, the importers and the
 * Lambdas (docs/performance.md, "Course and round contracts apart").
 */

/** Free text: trimmed, and an empty value is stored as null (docs/product-rules.md#rounds). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const wholeNumber = (label: string, min: number, max: number, message?: string) => {
  const error = message ?? `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * A round's category ratings are on the one scale, 0 to 10 in steps of 0.5 (the popup's stars are mapped
 * onto it: shared/ratings/scale.ts); null or 0 is unrated.
 */
const ratingSchema = (key: RatingKey) => categoryRatingSchema(key).nullable().optional();

const ratingsShape = Object.fromEntries(RATING_KEYS.map((key) => [key, ratingSchema(key)])) as Record<
  RatingKey,
  ReturnType<typeof ratingSchema>
>;

/**
 * A calendar date (YYYY-MM-DD), not in the future; a full ISO timestamp is accepted and cut to its date. The
 * one rule for a round's date: POST and PATCH /api/rounds and every row of POST /api/rounds/import use it.
 */
export const playedAtSchema = z
  .string({ error: 'Date played must be a date like 2024-01-05' })
  .trim()
  .transform((value) => value.slice(0, 10))
  .pipe(z.iso.date({ error: 'Date played must be a date like 2024-01-05' }))
  .refine((date) => date <= latestPlayedAt(), { error: FUTURE_DATE_MESSAGE });

/** The golfer's own photo key from POST /api/rounds/upload-url; the server checks it is theirs. */
const photoKeySchema = z
  .string({ error: 'Photo must be the key of an uploaded photo' })
  .trim()
  .min(1, { error: 'Photo must be the key of an uploaded photo' })
  .max(300, { error: 'Photo key is too long' })
  .nullable()
  .optional();

const courseIdSchema = z
  .string({ error: MISSING_COURSE_MESSAGE })
  .trim()
  .min(1, { error: MISSING_COURSE_MESSAGE })
  .max(120, { error: 'Course id is too long' })
  .regex(/^[a-z0-9-]+$/i, { error: 'Course id has unexpected characters' });

/**
 * Fields shared by create and update; unknown keys (a userId, say) are dropped: the golfer is the session's.
 * Numbers are JSON numbers: "0x50", [80], " 80 ", "1e2" and true are refused, not read as numbers (a form or
 * the CSV import turns its own text into numbers first, by shared/schemas/number-text.ts).
 */
const roundFields = {
  score: z
    .number({ error: SCORE_MESSAGE })
    .int({ error: SCORE_MESSAGE })
    .min(SCORE_MIN, { error: SCORE_MESSAGE })
    .max(SCORE_MAX, { error: SCORE_MESSAGE }),
  holes: z.union([z.literal(9), z.literal(18)], { error: 'Holes must be 9 or 18' }),
  /** Absent: the server takes the course's par (half of it for 9 holes). */
  par: wholeNumber('Par', 25, 80),
  playedAt: playedAtSchema,
  roundType: roundTypeSchema,
  roundCourseType: courseTypeSchema.nullable().optional(),
  roundArchitect: optionalText('Architect', 120),
  favoriteHole: wholeNumber('Favorite hole', 1, 18).nullable().optional(),
  comments: optionalText('Comments', 4000),
  reviewComments: optionalText('Review comments', 4000),
  notes: optionalText('Notes', 4000),
  tees: optionalText('Tees', 60),
  courseRating: z
    .number({ error: ROUND_COURSE_RATING_MESSAGE })
    .min(ROUND_COURSE_RATING_MIN, { error: ROUND_COURSE_RATING_MESSAGE })
    .max(ROUND_COURSE_RATING_MAX, { error: ROUND_COURSE_RATING_MESSAGE })
    .nullable()
    .optional(),
  slopeRating: wholeNumber('Slope', SLOPE_MIN, SLOPE_MAX, ROUND_SLOPE_MESSAGE).nullable().optional(),
  conditions: optionalText('Conditions', 200),
  playingPartners: optionalText('Playing partners', 300),
  imageUrl: photoKeySchema,
  ...ratingsShape,
  /** The rating's quick tags, comments and whether they are shared (the Rate Your Experience dialog). */
  ratingTags: ratingTagsSchema.optional(),
  ratingComments: optionalText('Rating comments', COMMENTS_MAX),
  ratingShared: z.boolean({ error: 'ratingShared must be true or false' }).optional(),
  /**
   * Share to Community (docs/product-rules.md#community-and-events): off by default; the round is a community
   * story only while it is on.
   */
  sharedToCommunity: z.boolean({ error: 'Share to Community must be on or off (true or false)' }).optional(),
  /**
   * Hole by hole (shared/scorecards/card-rules.ts); null removes the card. With a card the score must be the
   * card's total and the holes the card's (`refineRoundCard`, checked on the whole round where it is written).
   */
  scorecard: scorecardInputSchema.nullable().optional(),
};

/** The fields a create and an update take alike (optional in both; null clears one on an update). */
const roundDetailFields = {
  roundCourseType: roundFields.roundCourseType,
  roundArchitect: roundFields.roundArchitect,
  favoriteHole: roundFields.favoriteHole,
  comments: roundFields.comments,
  reviewComments: roundFields.reviewComments,
  notes: roundFields.notes,
  tees: roundFields.tees,
  courseRating: roundFields.courseRating,
  slopeRating: roundFields.slopeRating,
  conditions: roundFields.conditions,
  playingPartners: roundFields.playingPartners,
  imageUrl: roundFields.imageUrl,
  ...ratingsShape,
  ratingTags: roundFields.ratingTags,
  ratingComments: roundFields.ratingComments,
  ratingShared: roundFields.ratingShared,
  sharedToCommunity: roundFields.sharedToCommunity,
  scorecard: roundFields.scorecard,
};

/** POST /api/rounds (docs/product-rules.md#rounds). */
export const createRoundSchema = z.object({
  courseId: courseIdSchema,
  score: z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', {
      error: MISSING_COURSE_MESSAGE,
      abort: true,
    })
    .pipe(roundFields.score),
  holes: roundFields.holes.default(18),
  par: roundFields.par.optional(),
  playedAt: roundFields.playedAt.optional(),
  roundType: roundFields.roundType.default('Regular'),
  ...roundDetailFields,
});
export type CreateRoundInput = z.input<typeof createRoundSchema>;
export type CreateRound = z.output<typeof createRoundSchema>;

/**
 * POST /api/rounds's body and the round form: the create fields, and a card's round rule (the score is the
 * card's total, the holes the card's). Kept apart from `createRoundSchema`, which others extend and omit from.
 */
export const createRoundBodySchema = createRoundSchema.superRefine(refineRoundCard);

/** PATCH /api/rounds/{id}: every field optional; null clears an optional one. */
export const updateRoundSchema = z
  .object({
    courseId: courseIdSchema.optional(),
    score: roundFields.score.optional(),
    holes: roundFields.holes.optional(),
    par: roundFields.par.optional(),
    playedAt: roundFields.playedAt.optional(),
    roundType: roundFields.roundType.optional(),
    ...roundDetailFields,
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Nothing to update: send at least one round field',
  });
export type UpdateRound = z.output<typeof updateRoundSchema>;

/** GET /api/rounds?cursor&limit: the query. */
export const roundListQuerySchema = z.object({
  ...pageQueryShape,
  /** Only the rounds with a photo (the profile's Photo Gallery). */
  withPhoto: z
    .enum(['true', 'false'], { error: WITH_PHOTO_MESSAGE })
    .optional()
    .transform((value) => value === 'true'),
});
