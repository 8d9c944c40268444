import * as z from 'zod';
import { normalizeText } from '../courses/normalize';
import {
  courseSearchResultSchema,
  IMPORT_COURSES_PER_BATCH_LIMIT,
  IMPORT_COURSES_PER_DAY_LIMIT,
} from '../schemas/course';
import { externalCourseSchema } from '../schemas/external-course';
import {
  courseRefSchema,
  IMPORT_SOURCES,
  importDraftSchema,
  importedBucketEntrySchema,
  importedPlayedCourseSchema,
  importedRoundSchema,
  type CourseRef,
  type ImportSource,
} from './import-draft';
import { formatNumber } from '../format/number';

/**
 * The import routes' requests and answers (docs/product-rules.md#importing-your-golf): the browser parses the
 * file into an ImportDraft, the preview matches its courses, then the batch is committed chunk by chunk and
 * can be undone whole.
 */

/**
 * The largest preview body: a 2,000-round archive with hole-by-hole cards is about 1 MB of draft JSON, so
 * 6 MB (Lambda's own request limit) leaves room for a decade more. Larger is refused with a message.
 */
export const IMPORT_PREVIEW_MAX_BYTES = 6 * 1024 * 1024;
export const IMPORT_PREVIEW_MAX_MB = 6;
/** The most of each kind one commit request carries: a chunk stays well inside API Gateway's 29 seconds. */
export const IMPORT_CHUNK_MAX_ROUNDS = 100;
export const IMPORT_CHUNK_MAX_OTHERS = 100;
/** What the browser sends per chunk: 40 rounds is a second or two of writes. */
export const IMPORT_CHUNK_ROUNDS = 40;
export const IMPORT_MAX_ROUNDS = 5000;
export const IMPORT_MAX_COURSES = 2000;

export const EMPTY_IMPORT_MESSAGE =
  'This file has no rounds, played courses or bucket-list entries to import. Check that you chose the right file and format.';
export const TOO_MANY_ROUNDS_MESSAGE = `An import takes up to ${formatNumber(IMPORT_MAX_ROUNDS)} rounds. Split the file by year and import each part.`;

/**
 * The key of a course as the file names it: rows of one course share it, so each course is matched once and
 * every row follows the golfer's choice. The source's own id when it has one, else the normalised words.
 */
export function courseRefKey(source: ImportSource, ref: CourseRef): string {
  if (ref.sourceCourseId) return `${source}:id:${ref.sourceCourseId}`;
  const part = (text: string | null) => normalizeText(text ?? '');
  return `${source}:${[ref.name, ref.facility, ref.city, ref.state, ref.country].map(part).join('|')}`;
}

export const importPreviewRequestSchema = z.strictObject({
  draft: importDraftSchema
    .refine((draft) => draft.rounds.length + draft.playedCourses.length + draft.bucketList.length > 0, {
      error: EMPTY_IMPORT_MESSAGE,
    })
    .refine((draft) => draft.rounds.length <= IMPORT_MAX_ROUNDS, { error: TOO_MANY_ROUNDS_MESSAGE }),
});
export type ImportPreviewRequest = z.infer<typeof importPreviewRequestSchema>;

export const COURSE_MATCH_STATUSES = ['matched', 'ambiguous', 'new'] as const;

/** A course Fescue would create for a file's course: its name and place, and where the map puts it. */
export const newCourseSchema = z.object({
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type NewImportCourse = z.infer<typeof newCourseSchema>;

export const courseMatchSchema = z.object({
  key: z.string(),
  ref: courseRefSchema,
  status: z.enum(COURSE_MATCH_STATUSES),
  /** The course it is matched to (status matched), else null. */
  course: courseSearchResultSchema.nullable(),
  /** Why it matched, in words: "same name and town", "18Birdies club id seen before". */
  reason: z.string().nullable(),
  /** Courses it may be, best first (ambiguous), or the next best for a golfer who wants another one. */
  candidates: z.array(courseSearchResultSchema),
  /** What a new course would be (status new). */
  newCourse: newCourseSchema.nullable(),
  /** Why the new course cannot be created as it stands (no town, a country Fescue does not know). */
  newCourseProblem: z.string().nullable(),
  /**
   * GolfCourseAPI's courses it may be, best first, for a course the catalog did not match (looked up in the
   * preview within its cap: `worldwide` below); choosing one adds it to Fescue first.
   */
  worldwide: z.array(externalCourseSchema).default([]),
  rounds: z.number(),
  playedCourses: z.number(),
  bucketList: z.number(),
});
export type CourseMatch = z.infer<typeof courseMatchSchema>;

/**
 * The most of a file's unmatched courses one preview looks up in GolfCourseAPI: its key is shared by every
 * golfer and metered by the day (docs/product-rules.md#importing-your-golf). The rest are for Search….
 */
export const WORLDWIDE_LOOKUPS_PER_PREVIEW = 10;

/**
 * How the preview's GolfCourseAPI lookup went: `searched` (every unmatched course looked up, or the first
 * WORLDWIDE_LOOKUPS_PER_PREVIEW of them), `not-needed` (the catalog matched every course), `not-configured`
 * (this server has no key), `allowance-spent` (GolfCourseAPI refused more requests for now),
 * `unavailable` (it failed or did not answer). worldwideLookupMessage puts it in the golfer's words.
 */
export const WORLDWIDE_LOOKUP_STATUSES = [
  'searched',
  'not-needed',
  'not-configured',
  'allowance-spent',
  'unavailable',
] as const;
export const worldwideLookupSchema = z.object({
  status: z.enum(WORLDWIDE_LOOKUP_STATUSES),
  /** Distinct unmatched course names looked up, and those left for Search… (over the cap or after a refusal). */
  searched: z.number(),
  notSearched: z.number(),
});
export type WorldwideLookup = z.infer<typeof worldwideLookupSchema>;

export const WORLDWIDE_NOT_CONFIGURED_MESSAGE =
  'Worldwide course search is not configured on this server: pick unmatched courses from the catalog or create them.';
export const WORLDWIDE_ALLOWANCE_SPENT_MESSAGE =
  'Worldwide course search has used its allowance for now, so unmatched courses were not looked up there. Search… tries again; it renews daily.';
export const WORLDWIDE_UNAVAILABLE_MESSAGE =
  'Worldwide course search did not answer, so unmatched courses were not looked up there. Search… tries again.';

/** What the preview tells the golfer of the worldwide lookup, or null when there is nothing to say. */
export function worldwideLookupMessage(lookup: WorldwideLookup): string | null {
  const { status, notSearched } = lookup;
  if (status === 'not-configured') return WORLDWIDE_NOT_CONFIGURED_MESSAGE;
  if (status === 'allowance-spent') return WORLDWIDE_ALLOWANCE_SPENT_MESSAGE;
  if (status === 'unavailable') return WORLDWIDE_UNAVAILABLE_MESSAGE;
  if (status !== 'searched' || notSearched === 0) return null;
  return `${notSearched} more unmatched ${notSearched === 1 ? 'course was' : 'courses were'} not looked up worldwide (at most ${WORLDWIDE_LOOKUPS_PER_PREVIEW} a preview): use Search… for ${notSearched === 1 ? 'it' : 'them'}.`;
}

export const importPreviewResponseSchema = z.object({
  courses: z.array(courseMatchSchema),
  /** Indexes (in draft.rounds) of the rounds already in Fescue at their matched course: skipped. */
  duplicateRounds: z.array(z.number()),
  /**
   * How many new courses this import may create: the imports' allowance left today, at most one import's
   * (docs/product-rules.md#importing-your-golf). A golfer's daily ten for courses added by hand is apart.
   */
  coursesLeftToday: z.number(),
  /** The GolfCourseAPI lookup of the courses the catalog did not match. */
  worldwide: worldwideLookupSchema,
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

/**
 * The preview's warning when the golfer would create more courses than the import may: which bound it is
 * and what to do. Null when they fit.
 */
export function newCoursesOverMessage(creating: number, left: number): string | null {
  if (creating <= left) return null;
  if (left >= IMPORT_COURSES_PER_BATCH_LIMIT) {
    return `One import can add up to ${IMPORT_COURSES_PER_BATCH_LIMIT} new courses (each joins the catalog every golfer shares): pick the others from the catalog, or import the rest as a second import.`;
  }
  return `Your imports can add ${left} more new ${left === 1 ? 'course' : 'courses'} today (up to ${IMPORT_COURSES_PER_DAY_LIMIT} a day: each joins the catalog every golfer shares): pick the others from the catalog, or import them after 00:00 UTC.`;
}

export const BATCH_LABEL_MAX = 120;
export const createImportBatchSchema = z.strictObject({
  source: z.enum(IMPORT_SOURCES),
  label: z.string().trim().max(BATCH_LABEL_MAX).nullable(),
});
export type CreateImportBatch = z.infer<typeof createImportBatchSchema>;

/**
 * The golfer's choice for one of the file's courses: an existing course, or a new one (placed at its town by
 * the offline gazetteer when the browser could, else at its region's centre).
 */
export const courseResolutionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    key: z.string().max(1200),
    action: z.literal('use'),
    courseId: z.string().min(1).max(80),
  }),
  z.strictObject({
    key: z.string().max(1200),
    action: z.literal('create'),
    ref: courseRefSchema,
    point: z
      .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullable(),
  }),
]);
export type CourseResolution = z.infer<typeof courseResolutionSchema>;

export const MISSING_RESOLUTION_MESSAGE =
  'A course of this part of the file has no match chosen. Go back to the preview and choose one for every course.';

export const importChunkRequestSchema = z.strictObject({
  courses: z.array(courseResolutionSchema).max(IMPORT_CHUNK_MAX_OTHERS * 3),
  rounds: z.array(importedRoundSchema).max(IMPORT_CHUNK_MAX_ROUNDS),
  playedCourses: z.array(importedPlayedCourseSchema).max(IMPORT_CHUNK_MAX_OTHERS),
  bucketList: z.array(importedBucketEntrySchema).max(IMPORT_CHUNK_MAX_OTHERS),
});
export type ImportChunkRequest = z.infer<typeof importChunkRequestSchema>;

export const importCountsSchema = z.object({
  rounds: z.number(),
  playedCourses: z.number(),
  bucketList: z.number(),
  courses: z.number(),
  duplicates: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const IMPORT_BATCH_STATUSES = ['importing', 'done', 'undone'] as const;

export const importBatchSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  label: z.string().nullable(),
  status: z.enum(IMPORT_BATCH_STATUSES),
  createdAt: z.string(),
  counts: importCountsSchema,
  /** Countries with a played course after the import that had none before it (set when it finished). */
  countriesAdded: z.array(z.string()),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchIdParamSchema = z.strictObject({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'That is not an import of yours.' }),
});

export const importChunkResponseSchema = z.object({ added: importCountsSchema, batch: importBatchSchema });
export type ImportChunkResponse = z.infer<typeof importChunkResponseSchema>;

export const undoImportResponseSchema = z.object({
  /** Items still to remove: the browser calls again until none remain (each call stays inside 29 s). */
  remaining: z.number(),
  batch: importBatchSchema,
});
export type UndoImportResponse = z.infer<typeof undoImportResponseSchema>;

export const IMPORT_BATCH_NOT_FOUND_MESSAGE = 'That import was not found. It may have been undone already.';
export const IMPORT_BATCH_UNDONE_MESSAGE =
  'This import was undone. Start a new import to bring the file in again.';
