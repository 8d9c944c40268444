// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';
import { courseIdParamSchema } from '../schemas/course-id';

/**
 * "I've played it" without a round (docs/product-rules.md#played-without-a-round): a golfer marks a course
 * played, optionally with the year or as played before 2000. A marked course counts wherever a course is
 * counted (courses played, countries, the map, the bucket list's tick, the Passport's course tiles) and never
 * where a score is (score statistics, the handicap). One mark per course: its id is the course id.
 */
export const PLAYED_MARK_FIRST_YEAR = 2000;
/** The earliest year a mark may name (an import may know an older one than the picker offers). */
export const PLAYED_MARK_OLDEST_YEAR = 1900;
export const PLAYED_MARK_NOTE_MAX = 500;
export const PLAYED_WITHOUT_ROUND_LABEL = 'Played (no round logged)';

export const PLAYED_YEAR_MESSAGE = `The year must be a whole year from ${PLAYED_MARK_OLDEST_YEAR} to this year`;
export const PLAYED_YEAR_AND_BEFORE_MESSAGE =
  'Choose a year or "before 2000", not both: a course played before 2000 has no later year';
export const PLAYED_NOTE_MESSAGE = `A note must be ${PLAYED_MARK_NOTE_MAX} characters or fewer`;

/** The latest year a mark may name: next year at most (a golfer a time zone ahead of UTC on New Year's Day). */
export function latestPlayedYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

const yearSchema = z
  .number({ error: PLAYED_YEAR_MESSAGE })
  .int({ error: PLAYED_YEAR_MESSAGE })
  .min(PLAYED_MARK_OLDEST_YEAR, { error: PLAYED_YEAR_MESSAGE })
  .refine((year) => year <= latestPlayedYear(), { error: PLAYED_YEAR_MESSAGE });

/** PUT /api/played-courses/{courseId}: the year, or before 2000, or neither (played, when unknown). */
export const markPlayedSchema = z
  .strictObject({
    year: yearSchema.nullable().optional(),
    before2000: z.boolean({ error: 'before2000 must be true or false' }).optional(),
    note: z
      .string({ error: 'A note must be text' })
      .trim()
      .max(PLAYED_MARK_NOTE_MAX, { error: PLAYED_NOTE_MESSAGE })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .refine((mark) => !(mark.before2000 === true && mark.year != null), {
    error: PLAYED_YEAR_AND_BEFORE_MESSAGE,
  })
  .transform((mark) => ({
    year: mark.year ?? null,
    before2000: mark.before2000 === true,
    note: mark.note ?? null,
  }));
export type MarkPlayedInput = z.input<typeof markPlayedSchema>;
export type MarkPlayed = z.output<typeof markPlayedSchema>;

/** The {courseId} of /api/played-courses/{courseId}. */
export const playedCoursePathSchema = z.object({ courseId: courseIdParamSchema.shape.id });

export const playedMarkSchema = z.object({
  courseId: z.string(),
  year: z.number().nullable(),
  before2000: z.boolean(),
  note: z.string().nullable(),
  /** When the golfer (or an import) marked it, ISO 8601. */
  markedAt: z.string(),
  /** The import that added the mark (its undo removes it); null for a golfer's own mark. */
  importBatchId: z.string().nullable(),
});
export type PlayedMark = z.infer<typeof playedMarkSchema>;

/** GET /api/played-courses: every mark of the golfer. */
export const playedMarksResponseSchema = z.object({ marks: z.array(playedMarkSchema) });
export type PlayedMarksResponse = z.infer<typeof playedMarksResponseSchema>;

/** PUT answers the mark and whether it was new. */
export const markPlayedResponseSchema = z.object({ mark: playedMarkSchema, created: z.boolean() });
export type MarkPlayedResponse = z.infer<typeof markPlayedResponseSchema>;

/** When a mark says the course was played, in words: "in 2014", "before 2000", or nothing. */
export function playedMarkWhen(mark: Pick<PlayedMark, 'year' | 'before2000'>): string | null {
  if (mark.year != null) return `in ${mark.year}`;
  if (mark.before2000) return `before ${PLAYED_MARK_FIRST_YEAR}`;
  return null;
}
