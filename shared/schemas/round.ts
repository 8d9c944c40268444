// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { courseTypeSchema } from './course';
import { SLOPE_MAX, SLOPE_MIN } from './course-figures';
import { RATING_KEYS, RATING_LABELS, type RatingKey } from '../ratings/categories';
import { scorecardSchema } from '../scorecards/scorecard';
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
