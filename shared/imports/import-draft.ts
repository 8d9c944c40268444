import * as z from 'zod';
import { scorecardHoleSchema } from '../scorecards/scorecard';

/**
 * What every importer's parser (shared/imports/parsers/*) turns a file into, before any course is matched or
 * anything is written: the one shape the preview, the matching and the batch commit read. Parsers never
 * reach the catalog; matching a `CourseRef` to a course is the preview's job.
 */
export const IMPORT_SOURCES = ['18birdies', 'thegrint', 'spreadsheet', 'fescue-json', 'ghin'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** A course as a file names it: "Black | Bethpage State Park" is layout "Black" at facility "Bethpage State Park". */
export const courseRefSchema = z.object({
  name: z.string().trim().min(1).max(200),
  facility: z.string().trim().max(200).nullable(),
  city: z.string().trim().max(120).nullable(),
  /** The US state or region as written ("NY"); null outside the US when the file gives none. */
  state: z.string().trim().max(120).nullable(),
  country: z.string().trim().max(120).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** The source's own id of the course or club (18Birdies `clubId.id`), to group rows of one course. */
  sourceCourseId: z.string().max(120).nullable(),
});
export type CourseRef = z.infer<typeof courseRefSchema>;

export const importedRoundSchema = z.object({
  /** The source's id of the round, when it has one: a re-run of the same file finds it by this. */
  sourceId: z.string().max(120).nullable(),
  /** YYYY-MM-DD */
  playedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  course: courseRefSchema,
  score: z.number().int().min(18).max(250),
  holes: z.union([z.literal(9), z.literal(18)]),
  par: z.number().int().min(27).max(80).nullable(),
  /** Hole by hole where the file has it; par and stroke index are filled from the tee when matched. */
  card: z
    .array(scorecardHoleSchema.partial({ par: true, strokeIndex: true }))
    .min(9)
    .max(18)
    .nullable(),
  notes: z.string().max(2000).nullable(),
});
export type ImportedRound = z.infer<typeof importedRoundSchema>;

export const importedPlayedCourseSchema = z.object({
  course: courseRefSchema,
  /** The year first played, when known; `before2000` when the golfer only knows it was long ago. */
  year: z.number().int().min(1850).max(2100).nullable(),
  before2000: z.boolean(),
  /** Kept as the mark's note, e.g. "Played 3 times, average 84 (TheGrint)". */
  note: z.string().max(500).nullable(),
});
export type ImportedPlayedCourse = z.infer<typeof importedPlayedCourseSchema>;

export const importedBucketEntrySchema = z.object({
  course: courseRefSchema,
  notes: z.string().max(500).nullable(),
});
export type ImportedBucketEntry = z.infer<typeof importedBucketEntrySchema>;

export const importDraftSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  rounds: z.array(importedRoundSchema),
  playedCourses: z.array(importedPlayedCourseSchema),
  bucketList: z.array(importedBucketEntrySchema),
  /** What the parser skipped or could not read, in words a golfer can act on ("Row 14: no date"). */
  warnings: z.array(z.string().max(300)),
});
export type ImportDraft = z.infer<typeof importDraftSchema>;
