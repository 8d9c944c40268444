// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';
import { courseIdParamSchema, courseSchema } from './course';
import { pageQueryShape } from './paging';

/**
 * The bucket list: the courses a golfer still wants to play (docs/product-rules.md#bucket-list). One entry
 * per course, so the entry's id is its course id; adding a course already listed answers the entry it has.
 */
export const BUCKET_PRIORITY_MIN = 1;
export const BUCKET_PRIORITY_MAX = 10;
export const BUCKET_PRIORITY_DEFAULT = 5;
export const BUCKET_NOTES_MAX = 500;
/** The dashboard's Your Bucket List card shows this many entries (docs/product-rules.md#dashboard). */
export const BUCKET_SIDEBAR_ENTRIES = 8;

export const BUCKET_ENTRY_NOT_FOUND_MESSAGE = 'This course is not on your bucket list';
export const PRIORITY_MESSAGE = `Priority must be a whole number from ${BUCKET_PRIORITY_MIN} to ${BUCKET_PRIORITY_MAX}`;
export const NOTES_MESSAGE = `Notes must be ${BUCKET_NOTES_MAX} characters or fewer`;

const prioritySchema = z
  .number({ error: PRIORITY_MESSAGE })
  .int({ error: PRIORITY_MESSAGE })
  .min(BUCKET_PRIORITY_MIN, { error: PRIORITY_MESSAGE })
  .max(BUCKET_PRIORITY_MAX, { error: PRIORITY_MESSAGE });

/** Notes are trimmed; empty is stored as null. */
const notesSchema = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(BUCKET_NOTES_MAX, { error: NOTES_MESSAGE })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** POST /api/user/bucket-list */
export const addBucketListEntrySchema = z.object({
  courseId: z
    .string({ error: 'Choose a course: the course id is missing' })
    .pipe(courseIdParamSchema.shape.id),
  notes: notesSchema.optional().transform((value) => value ?? null),
  priority: prioritySchema.default(BUCKET_PRIORITY_DEFAULT),
});
export type AddBucketListEntryInput = z.input<typeof addBucketListEntrySchema>;

/** PATCH /api/user/bucket-list/{courseId} */
export const updateBucketListEntrySchema = z
  .object({ notes: notesSchema.optional(), priority: prioritySchema.optional() })
  .refine((update) => update.notes !== undefined || update.priority !== undefined, {
    error: 'Nothing to update: send notes or priority',
  });
export type UpdateBucketListEntryInput = z.input<typeof updateBucketListEntrySchema>;

/** The {courseId} of /api/user/bucket-list/{courseId}. */
export const bucketListPathSchema = z.object({ courseId: courseIdParamSchema.shape.id });

export const bucketListQuerySchema = z.object(pageQueryShape);

export const bucketListEntrySchema = z.object({
  /** The course id: a golfer has one entry per course. */
  id: z.string(),
  courseId: z.string(),
  notes: z.string().nullable(),
  priority: z.number(),
  addedAt: z.string(),
  /** The first day the golfer played the course (YYYY-MM-DD) from a round they logged; null until then. */
  playedAt: z.string().nullable(),
  /** Marked "I've played it" without a round (docs/product-rules.md#played-without-a-round): ticked off too. */
  playedWithoutRound: z.boolean().default(false),
  course: courseSchema,
});
export type BucketListEntry = z.infer<typeof bucketListEntrySchema>;

/** GET /api/user/bucket-list: highest priority first; `total` is a counter kept with the entry writes. */
export const bucketListResponseSchema = z.object({
  entries: z.array(bucketListEntrySchema),
  total: z.number(),
  nextCursor: z.string().optional(),
});
export type BucketListResponse = z.infer<typeof bucketListResponseSchema>;

/** POST answers the entry and whether it was new (false: the course was listed already). */
export const addBucketListResponseSchema = z.object({ entry: bucketListEntrySchema, created: z.boolean() });
