// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { RATING_KEYS, RATING_LABELS, isRatingTag, type RatingKey } from '../ratings/categories';
import { isOnScale, RATING_MAX, RATING_MIN } from '../ratings/scale';
import { hasAnyRating } from '../ratings/fescue-score';
import { pageQueryShape } from './paging';

/**
 * Course ratings (docs/product-rules.md#ratings): one schema for the API, the
 * rating dialog and the add-round popup. A category is rated 0 to 10 in steps of 0.5, 0 meaning unrated;
 * numbers must be JSON numbers.
 */
export { RATING_KEYS, RATING_LABELS, type RatingKey };

export const RATING_REQUIRED_MESSAGE = 'Rate at least one category before submitting';
export const RATING_NOT_FOUND_MESSAGE = 'You have not rated this course';
export const DRAFT_NOT_FOUND_MESSAGE = 'There is no draft rating for this course';
/**
 * Community figures come from golfers who played the course: a rating of a course the golfer has no round at
 * is refused (403) with what to do instead.
 */
export const RATING_NEEDS_PLAYED_MESSAGE =
  'Log a round at this course before rating it: ratings come from golfers who played the course';
export const COMMENTS_MAX = 4000;

export function categoryMessage(key: RatingKey): string {
  return `${RATING_LABELS[key]} must be a rating from ${RATING_MIN} to ${RATING_MAX} in steps of 0.5`;
}

/** One category's rating: 0 to 10 in steps of 0.5 (0 = unrated). */
export function categoryRatingSchema(key: RatingKey) {
  const error = categoryMessage(key);
  return z.number({ error }).refine(isOnScale, { error });
}

const categoriesShape = Object.fromEntries(
  RATING_KEYS.map((key) => [key, categoryRatingSchema(key).default(0)]),
) as Record<RatingKey, z.ZodDefault<ReturnType<typeof categoryRatingSchema>>>;

/** The quick tags selected: each one of the 45 (five per category), each once. */
export const ratingTagsSchema = z
  .array(z.string({ error: 'Each tag must be text' }), { error: 'ratingTags must be a list of tags' })
  .max(45, { error: 'Too many tags' })
  .refine((tags) => tags.every(isRatingTag), {
    error: 'ratingTags may hold only the quick tags of the rating categories',
  })
  .transform((tags) => [...new Set(tags)]);

const commentsSchema = z
  .string({ error: 'Comments must be text' })
  .trim()
  .max(COMMENTS_MAX, { error: `Comments must be ${COMMENTS_MAX} characters or fewer` })
  .transform((value) => (value === '' ? null : value))
  .nullable();

const ratingFields = {
  ...categoriesShape,
  ratingTags: ratingTagsSchema.default([]),
  comments: commentsSchema.default(null),
  /** Off by default: comments stay private unless the golfer shares them (docs/product-rules.md#ratings). */
  shareComments: z.boolean({ error: 'shareComments must be true or false' }).default(false),
};

/**
 * PATCH /api/rounds/{id}/rating and PUT /api/courses/{id}/my-rating: the nine categories, the tags, the
 * comments and whether to share them. At least one category must be rated (docs/product-rules.md#ratings).
 */
export const ratingSubmissionSchema = z
  .object(ratingFields)
  .refine((rating) => hasAnyRating(rating), { error: RATING_REQUIRED_MESSAGE, path: ['overallExperience'] });
export type RatingSubmissionInput = z.input<typeof ratingSubmissionSchema>;
export type RatingSubmission = z.output<typeof ratingSubmissionSchema>;

const roundIdSchema = z
  .string({ error: 'roundId must be a round id from this archive' })
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'roundId must be a round id from this archive' });

/** PUT /api/courses/{id}/my-rating/draft: anything the dialog holds, nothing required; the round it rates. */
export const ratingDraftInputSchema = z.object({
  ...ratingFields,
  roundId: roundIdSchema.nullable().default(null),
});
export type RatingDraftInput = z.input<typeof ratingDraftInputSchema>;
export type RatingDraftFields = z.output<typeof ratingDraftInputSchema>;

const categoriesResponseShape = Object.fromEntries(RATING_KEYS.map((key) => [key, z.number()])) as Record<
  RatingKey,
  z.ZodNumber
>;

/** The golfer's own rating of a course: the one that counts in the community figures. */
export const myRatingSchema = z.object({
  courseId: z.string(),
  /** The round it was submitted from, or null for a rating without a round. */
  roundId: z.string().nullable(),
  ...categoriesResponseShape,
  ratingTags: z.array(z.string()),
  comments: z.string().nullable(),
  shareComments: z.boolean(),
  fescueScore: z.number(),
  submittedAt: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const ratingDraftSchema = z.object({
  courseId: z.string(),
  roundId: z.string().nullable(),
  ...categoriesResponseShape,
  ratingTags: z.array(z.string()),
  comments: z.string().nullable(),
  shareComments: z.boolean(),
  savedAt: z.string(),
});
export type RatingDraft = z.infer<typeof ratingDraftSchema>;

/** GET /api/courses/{id}/my-rating: the golfer's rating and draft of the course, each null when absent. */
export const myRatingResponseSchema = z.object({
  rating: myRatingSchema.nullable(),
  draft: ratingDraftSchema.nullable(),
});
export type MyRatingResponse = z.infer<typeof myRatingResponseSchema>;

/** GET /api/courses/{id}/ratings: the community figures; averages only from MIN_RATERS golfers up. */
export const communityRatingsSchema = z.object({
  courseId: z.string(),
  /** Golfers whose rating counts (one per golfer: their latest). */
  raterCount: z.number(),
  /** Whether raterCount reached MIN_RATERS; below it every average is null and no tag is listed. */
  enough: z.boolean(),
  /** The mean of the raters' Fescue Scores, one decimal. */
  fescueScore: z.number().nullable(),
  categories: z.array(
    z.object({
      key: z.enum(RATING_KEYS),
      /** One decimal; null until MIN_RATERS golfers rated this category. */
      average: z.number().nullable(),
      count: z.number(),
    }),
  ),
  /** Quick tags by how many raters chose them, most first (empty below MIN_RATERS). */
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type CommunityRatings = z.infer<typeof communityRatingsSchema>;

/** GET /api/courses/{id}/ratings/comments: comments golfers chose to share, newest first. */
export const sharedCommentsQuerySchema = z.object({ ...pageQueryShape, limit: pageQueryShape.limit });
export const sharedCommentSchema = z.object({
  /** First name and last initial ("Alex M."). */
  author: z.string(),
  comments: z.string(),
  fescueScore: z.number(),
  submittedAt: z.string(),
});
export type SharedComment = z.infer<typeof sharedCommentSchema>;
export const sharedCommentsResponseSchema = z.object({
  comments: z.array(sharedCommentSchema),
  nextCursor: z.string().optional(),
});
export type SharedCommentsResponse = z.infer<typeof sharedCommentsResponseSchema>;

/** GET /api/courses/fescue-list: the courses golfers rate highest, by Bayesian average. */
export const fescueListEntrySchema = z.object({
  course: z.object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    imageUrl: z.string().nullable(),
    courseType: z.string(),
    architect: z.string().nullable(),
  }),
  fescueScore: z.number(),
  raterCount: z.number(),
  /** The Bayesian average the list is sorted by, two decimals. */
  rankingScore: z.number(),
});
export type FescueListEntry = z.infer<typeof fescueListEntrySchema>;
export const fescueListResponseSchema = z.object({
  courses: z.array(fescueListEntrySchema),
  nextCursor: z.string().optional(),
});
export type FescueListResponse = z.infer<typeof fescueListResponseSchema>;
