// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';
import { courseIdParamSchema } from '../schemas/course';
import { CATALOG_LIST_KINDS } from './membership';

/**
 * Collections (docs/product-rules.md, "Collections"): lists of courses to play. Three sources: the catalog's
 * own lists (computed from catalog facts, ./membership.ts), the rankings an operator imported (shown by
 * their source's name; Fescue ships none) and the golfer's own lists.
 */
export const COLLECTION_SOURCES = ['catalog', 'ranking', 'own'] as const;
export type CollectionSource = (typeof COLLECTION_SOURCES)[number];

export const OWN_LIST_NAME_MAX = 80;
export const OWN_LIST_DESCRIPTION_MAX = 500;
export const OWN_LIST_COURSES_MAX = 500;
export const OWN_LIST_MAX = 100;

export const COLLECTION_ID_MESSAGE = 'A collection id is lower-case letters, digits, "." and "-"';
export const COLLECTION_NOT_FOUND_MESSAGE = 'This collection does not exist';
export const OWN_LIST_NAME_MESSAGE = `Give the list a name of 1 to ${OWN_LIST_NAME_MAX} characters`;
export const OWN_LIST_DESCRIPTION_MESSAGE = `A description must be ${OWN_LIST_DESCRIPTION_MAX} characters or fewer`;
export const OWN_LIST_COURSES_MESSAGE = `A list holds up to ${OWN_LIST_COURSES_MAX} courses, each once`;
export const OWN_LIST_VISIBILITY_MESSAGE = 'visibility must be "private" or "link"';
export const OWN_LIST_LIMIT_MESSAGE = `You have ${OWN_LIST_MAX} lists, the most a golfer keeps. Delete one to start another.`;

/** The {id} of /api/collections/{id}: `championship.us-open`, `ranking.<source>.<year>`, `own.<ulid>`... */
export const collectionIdSchema = z
  .string({ error: COLLECTION_ID_MESSAGE })
  .regex(/^[a-z0-9][a-z0-9.-]{0,159}$/, { error: COLLECTION_ID_MESSAGE });
export const collectionPathSchema = z.object({ id: collectionIdSchema });

/** A golfer's own list is private, or readable by anyone holding its link (the sharing module's link). */
export const OWN_LIST_VISIBILITIES = ['private', 'link'] as const;
export const ownListVisibilitySchema = z.enum(OWN_LIST_VISIBILITIES, { error: OWN_LIST_VISIBILITY_MESSAGE });
export type OwnListVisibility = z.infer<typeof ownListVisibilitySchema>;

const nameSchema = z
  .string({ error: OWN_LIST_NAME_MESSAGE })
  .trim()
  .min(1, { error: OWN_LIST_NAME_MESSAGE })
  .max(OWN_LIST_NAME_MAX, { error: OWN_LIST_NAME_MESSAGE });
const descriptionSchema = z
  .string({ error: OWN_LIST_DESCRIPTION_MESSAGE })
  .trim()
  .max(OWN_LIST_DESCRIPTION_MAX, { error: OWN_LIST_DESCRIPTION_MESSAGE });
const courseIdsSchema = z
  .array(courseIdParamSchema.shape.id, { error: OWN_LIST_COURSES_MESSAGE })
  .max(OWN_LIST_COURSES_MAX, { error: OWN_LIST_COURSES_MESSAGE })
  .refine((ids) => new Set(ids).size === ids.length, { error: OWN_LIST_COURSES_MESSAGE });

/** POST /api/collections: a new own list. */
export const createOwnListSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.optional().default(''),
  visibility: ownListVisibilitySchema.optional().default('private'),
  courseIds: courseIdsSchema.optional().default([]),
});
export type CreateOwnListInput = z.input<typeof createOwnListSchema>;
export type CreateOwnList = z.output<typeof createOwnListSchema>;

/** PATCH /api/collections/{id}: any of the fields; `courseIds` is the whole list in its new order. */
export const updateOwnListSchema = z
  .strictObject({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    visibility: ownListVisibilitySchema.optional(),
    courseIds: courseIdsSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Nothing to update: send name, description, visibility or courseIds',
  });
export type UpdateOwnListInput = z.input<typeof updateOwnListSchema>;
export type UpdateOwnList = z.output<typeof updateOwnListSchema>;

export const collectionKindSchema = z.enum([...CATALOG_LIST_KINDS, 'ranking', 'own']);
export type CollectionKind = z.infer<typeof collectionKindSchema>;

/** One list on the Collections screen, with the golfer's progress along it. */
export const collectionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(COLLECTION_SOURCES),
  kind: collectionKindSchema,
  total: z.number().int().nonnegative(),
  played: z.number().int().nonnegative(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** GET /api/collections. */
export const collectionsResponseSchema = z.object({ collections: z.array(collectionSummarySchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** Map colours: played green, on the bucket list amber, the rest grey. */
export const COLLECTION_COURSE_STATUSES = ['played', 'bucket-list', 'unplayed'] as const;
export type CollectionCourseStatus = (typeof COLLECTION_COURSE_STATUSES)[number];

export const collectionCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(COLLECTION_COURSE_STATUSES),
  /** Straight-line miles to the nearest bucket-list course; null when unknown or played. */
  milesFromBucketList: z.number().nullable(),
});
export type CollectionCourse = z.infer<typeof collectionCourseSchema>;

/** GET /api/collections/{id}: the list in its order, and the unplayed ones nearest the bucket list first. */
export const collectionDetailSchema = collectionSummarySchema.extend({
  description: z.string(),
  /** Own lists only: private, or shared by link. */
  visibility: ownListVisibilitySchema.nullable(),
  courses: z.array(collectionCourseSchema),
  /** The unplayed courses' ids, nearest a bucket-list course first (the list's order without a bucket list). */
  nextUp: z.array(z.string()),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/**
 * A golfer's own list as a link shows it to anyone (the sharing module): its name, description and courses
 * with whether the golfer played each. No user id, email or notes.
 */
export const publicListCourseSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  played: z.boolean(),
});
export const publicListSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  courses: z.array(publicListCourseSchema),
});
export type PublicList = z.infer<typeof publicListSchema>;
