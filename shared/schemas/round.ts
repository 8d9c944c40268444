// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { pageQueryShape } from './paging';
import { courseTypeSchema, SLOPE_MAX, SLOPE_MIN } from './course';
import { RATING_KEYS, RATING_LABELS, type RatingKey } from '../ratings/categories';
import { categoryRatingSchema, ratingTagsSchema, COMMENTS_MAX } from './rating';
import { scorecardSchema } from '../scorecards/scorecard';
import { refineRoundCard, scorecardInputSchema } from '../scorecards/card-rules';
import {
  ROUND_CHANGED_MESSAGE,
  ROUND_COURSE_RATING_MAX,
  ROUND_COURSE_RATING_MIN,
  ROUND_TYPES,
  ROUND_WRITE_WORDS,
  roundCourseSummarySchema,
} from './round-words';

// What the writers of rounds need without the round's input schemas (./round-words.ts), re-exported.
export {
  ROUND_CHANGED_MESSAGE,
  ROUND_COURSE_RATING_MAX,
  ROUND_COURSE_RATING_MIN,
  ROUND_TYPES,
  ROUND_WRITE_WORDS,
  roundCourseSummarySchema,
};

/**
 * Rounds: the API contract shared by the rounds Lambda and the frontend (the rules:
 * docs/product-rules.md#rounds). A round's photo is sent in `imageUrl` as the key the upload-url route handed
 * out (`photos/<user>/<ulid>.<ext>`); the round stores and returns its app path, `/` + key, which CloudFront and
 * the local stack serve from the photos bucket.
 */
export const SCORE_MIN = 25;
export const SCORE_MAX = 150;
export const SCORE_MESSAGE = `Please enter a valid golf score between ${SCORE_MIN} and ${SCORE_MAX} (supports 9 and 18 hole rounds)`;
export const MISSING_COURSE_MESSAGE = 'Please select a course and enter your score';
export const ROUND_NOT_FOUND_MESSAGE = 'Round not found';
export const RECENT_ROUNDS_LIMIT = 5;

export const roundTypeSchema = z.enum(ROUND_TYPES, {
  error: 'Round type must be one of Regular, Tournament, Practice or Casual',
});
export type RoundType = z.infer<typeof roundTypeSchema>;

/** The nine rating categories live in shared/ratings; re-exported for the round's users. */
export { RATING_KEYS, RATING_LABELS, type RatingKey };

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
 * The tee's figures from the scorecard, for the WHS estimate (docs/product-rules.md#ghin): the 18-hole course
 * rating (a 9-hole round reads half of it, as it does the course's) and the slope. Wider than the catalog's
 * range: a short course's tee can be rated in the fifties.
 */
export const ROUND_COURSE_RATING_MESSAGE = `Course rating must be a number from ${ROUND_COURSE_RATING_MIN} to ${ROUND_COURSE_RATING_MAX}, like 72.4 (the tee's 18-hole rating)`;
export const ROUND_SLOPE_MESSAGE = `Slope must be a whole number from ${SLOPE_MIN} to ${SLOPE_MAX}`;

export const FUTURE_DATE_MESSAGE = "Date played can't be in the future";

/**
 * The latest date a round may carry: tomorrow in UTC, so a golfer anywhere (time zones run up to 14 hours
 * ahead of UTC) can log today's round, and nothing later.
 */
export function latestPlayedAt(now = Date.now()): string {
  return new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

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
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Nothing to update: send at least one round field',
  });
export type UpdateRound = z.output<typeof updateRoundSchema>;

export const roundIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'Round id must be a round id from this archive' }),
});

export type RoundCourseSummary = z.infer<typeof roundCourseSummarySchema>;

const ratingsResponseShape = Object.fromEntries(
  RATING_KEYS.map((key) => [key, z.number().nullable()]),
) as Record<RatingKey, z.ZodNullable<z.ZodNumber>>;

export const roundSchema = z.object({
  id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  score: z.number(),
  par: z.number(),
  holes: z.union([z.literal(9), z.literal(18)]),
  /** YYYY-MM-DD */
  playedAt: z.string(),
  roundType: roundTypeSchema,
  roundCourseType: courseTypeSchema.nullable(),
  roundArchitect: z.string().nullable(),
  favoriteHole: z.number().nullable(),
  comments: z.string().nullable(),
  reviewComments: z.string().nullable(),
  notes: z.string().nullable(),
  tees: z.string().nullable(),
  /** The tee's 18-hole course rating and slope the golfer gave (null: the course's are used, if any). */
  courseRating: z.number().nullish(),
  slopeRating: z.number().nullish(),
  conditions: z.string().nullable(),
  playingPartners: z.string().nullable(),
  /** The photo's storage key, or null. */
  imageUrl: z.string().nullable(),
  ...ratingsResponseShape,
  ratingTags: z.array(z.string()),
  ratingComments: z.string().nullable(),
  ratingShared: z.boolean(),
  /** Shared as a community story (docs/product-rules.md#community-and-events). */
  sharedToCommunity: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 'ghin' for a round a GHIN sync made; absent or null for the golfer's own. */
  source: z.enum(['ghin']).nullish(),
  /** The GHIN score a GHIN round stands for: a second sync finds it by this and adds nothing. */
  ghinScoreId: z.string().nullish(),
  /**
   * GHIN's score differential of the score this round stands for (docs/architecture.md, "Which GHIN scores
   * become rounds"); the WHS estimate reads it as given. Null on the golfer's own rounds.
   */
  ghinDifferential: z.number().nullish(),
  /**
   * A 9-hole GHIN round that GHIN combined with another nine into one 18-hole score: that score's id, date
   * and differential (the handicap record, never a round of its own).
   */
  ghinCombined: z
    .object({ scoreId: z.string(), playedAt: z.string(), differential: z.number().nullable() })
    .nullish(),
  /** Fewer than `holes` when the round was not finished (GHIN's score then counts the rest at net par). */
  holesPlayed: z.number().nullish(),
  /**
   * Hole by hole, when the round has a card (shared/scorecards/scorecard.ts): entered by the golfer, imported,
   * or GHIN's hole details. The score is the card's total, except on a GHIN round, whose score is GHIN's
   * adjusted gross score while its card keeps the strokes taken (docs/product-rules.md#scorecards).
   */
  scorecard: scorecardSchema.nullish(),
  /** The import that added this round (Undo this import removes it); null for a round logged otherwise. */
  importBatchId: z.string().nullish(),
  /** Null only when the course has since disappeared from the catalog. */
  course: roundCourseSummarySchema.nullable(),
});
export type Round = z.infer<typeof roundSchema>;

/** GET /api/rounds?cursor&limit: newest played first. */
export const WITH_PHOTO_MESSAGE = 'withPhoto must be true or false';

export const roundListQuerySchema = z.object({
  ...pageQueryShape,
  /** Only the rounds with a photo (the profile's Photo Gallery). */
  withPhoto: z
    .enum(['true', 'false'], { error: WITH_PHOTO_MESSAGE })
    .optional()
    .transform((value) => value === 'true'),
});
export const roundListResponseSchema = z.object({
  rounds: z.array(roundSchema),
  /** Opaque; absent on the last page. */
  nextCursor: z.string().optional(),
});
export type RoundListResponse = z.infer<typeof roundListResponseSchema>;

/** GET /api/user/stats (docs/product-rules.md#stats). */
export const userStatsSchema = z.object({
  coursesPlayed: z.number(),
  totalRounds: z.number(),
  countriesVisited: z.number(),
  /**
   * The best round's score: the 18-hole round best against its own par (a golfer with only 9-hole rounds:
   * their best 9-hole round); null without rounds. Its par and holes say how to show it.
   */
  bestScore: z.number().nullable(),
  bestScorePar: z.number().nullable(),
  bestScoreHoles: z.union([z.literal(9), z.literal(18)]).nullable(),
  /** Mean of the 18-hole rounds, one decimal; null without one. */
  averageScore: z.number().nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /api/user/architect-stats (docs/product-rules.md#stats), most courses first. */
export const architectStatsSchema = z.array(z.object({ architect: z.string(), coursesPlayed: z.number() }));
export type ArchitectStats = z.infer<typeof architectStatsSchema>;
