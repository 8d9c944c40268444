import * as z from 'zod';
import { courseSchema, EXTERNAL_SEARCH_MIN_CHARS } from './course';

/**
 * Search Worldwide (GolfCourseAPI) and the US database import: what the courses API receives and answers about
 * courses from outside the catalog. Apart from shared/schemas/course.ts for the same reason as
 * course-requests.ts: only the course dialogs, the importers and the courses Lambda read them.
 */

/** GET /api/external-courses/search?query= */
export const externalSearchQuerySchema = z.object({
  query: z
    .string({ error: 'Type at least 3 characters to search worldwide' })
    .trim()
    .min(EXTERNAL_SEARCH_MIN_CHARS, { error: 'Type at least 3 characters to search worldwide' })
    .max(100, { error: 'Search text must be 100 characters or fewer' }),
});
/** One tee of a GolfCourseAPI course (the fields Fescue reads). */
export const externalTeeSchema = z.object({
  tee_name: z.string(),
  par_total: z.number().nullable().optional(),
  total_yards: z.number().nullable().optional(),
  course_rating: z.number().nullable().optional(),
  slope_rating: z.number().nullable().optional(),
});

export const externalCourseSchema = z.object({
  id: z.string(),
  club_name: z.string(),
  course_name: z.string(),
  location: z.object({
    address: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
  }),
  tees: z.object({
    male: z.array(externalTeeSchema).optional(),
    female: z.array(externalTeeSchema).optional(),
  }),
});
export type ExternalCourse = z.infer<typeof externalCourseSchema>;
/** A worldwide search result: the GolfCourseAPI course, and the Fescue course it already is, if any. */
export const externalSearchHitSchema = externalCourseSchema.extend({
  fescueCourseId: z.string().nullable().default(null),
});
export type ExternalSearchHit = z.infer<typeof externalSearchHitSchema>;
export const externalSearchResponseSchema = z.object({ courses: z.array(externalSearchHitSchema) });
export const externalAddResponseSchema = z.object({ course: courseSchema, created: z.boolean() });

/** POST /api/courses/import/us-database */
export const usImportResponseSchema = z.object({
  imported: z.number(),
  alreadyPresent: z.number(),
  total: z.number(),
});

/**
 * The body of a 502/503/504 from /api/external-courses/*: the message is for the golfer. `configured: false`
 * (503) means this server has no GolfCourseAPI key: the UI hides Search Worldwide.
 */
export const externalUnavailableSchema = z.object({ message: z.string(), configured: z.boolean() });

/** GET /api/external-courses/status: whether this server offers Search Worldwide (it has a GolfCourseAPI key). */
export const externalStatusResponseSchema = z.object({ configured: z.boolean() });
export type ExternalStatusResponse = z.infer<typeof externalStatusResponseSchema>;
