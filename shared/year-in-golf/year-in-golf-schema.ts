import * as z from 'zod';
import { collectionAdvanceSchema } from '../collections/collection-advance';
import { passportRoundSchema } from '../schemas/passport';

/**
 * GET /api/user/year-in-golf?year=YYYY (docs/product-rules.md#year-in-golf): a golfer's look back on one
 * calendar year of their rounds, computed on the server from the Passport's reads (shared/year-in-golf),
 * with every year that has rounds for the page's switcher.
 */

/** The earliest and latest year the route answers: golf logged before 1900 or after 2100 is not golf we keep. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;
export const YEAR_MESSAGE = `Give the year as four digits from ${FIRST_YEAR} to ${LAST_YEAR}, such as 2025, or leave it out for your latest year of golf.`;

/** A year as the page's address and the query carry it. */
export const yearSchema = z.coerce
  .number<string>({ error: YEAR_MESSAGE })
  .int({ error: YEAR_MESSAGE })
  .min(FIRST_YEAR, { error: YEAR_MESSAGE })
  .max(LAST_YEAR, { error: YEAR_MESSAGE });

export const yearInGolfQuerySchema = z.object({
  /** Left out: the latest year with rounds (this year when there are none). */
  year: z
    .string({ error: YEAR_MESSAGE })
    .regex(/^\d{4}$/, { error: YEAR_MESSAGE })
    .pipe(yearSchema)
    .optional(),
});

const ids = z.array(z.string());

/** A course played in the year: what the figures, the map and the image need. */
export const yearCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Rounds there in the year. */
  rounds: z.number().int(),
  /** First played in this year: the golfer had no round there in an earlier year. */
  isNew: z.boolean(),
});
export type YearCourse = z.infer<typeof yearCourseSchema>;

export const yearFiguresSchema = z.object({
  rounds: z.number().int(),
  /** Every round's holes (a 9-hole round counts 9). */
  holes: z.number().int(),
  /** The year's courses, most rounds first (then by name). */
  courses: z.array(yearCourseSchema),
  /** Courses first played this year, in the order first played. */
  newCourseIds: ids,
  /** Countries played in this year (spelt as the first course of the year there has it), most courses first. */
  countries: z.array(z.object({ country: z.string(), courseIds: ids, isNew: z.boolean() })),
  /** Countries first played in this year. */
  newCountries: z.array(z.string()),
  /** The Passport's Miles Traveled rule over the year's courses: there and back from the same home, once each. */
  miles: z.object({
    miles: z.number(),
    kilometres: z.number(),
    home: z.object({
      source: z.enum(['home-course', 'profile-city', 'profile-region', 'default']),
      label: z.string(),
    }),
    coursesWithoutPosition: z.number().int(),
  }),
  /** The Passport's Best Score rule over the year's rounds; null only without rounds. */
  bestRound: z
    .object({
      score: z.number(),
      par: z.number(),
      holes: z.union([z.literal(9), z.literal(18)]),
      rounds: z.array(passportRoundSchema),
    })
    .nullable(),
  /** The course with the most rounds in the year (ties: docs/product-rules.md#year-in-golf). */
  mostPlayed: z
    .object({
      courseId: z.string(),
      rounds: z.number().int(),
      /** Other courses with as many rounds. */
      tiedWith: z.number().int(),
    })
    .nullable(),
});
export type YearFigures = z.infer<typeof yearFiguresSchema>;

export const yearInGolfSchema = z.object({
  year: z.number().int(),
  /** Every year with rounds, latest first. */
  years: z.array(z.object({ year: z.number().int(), rounds: z.number().int() })),
  /** Null for a year without rounds (the page's empty state). */
  figures: yearFiguresSchema.nullable(),
  /**
   * The collections the year's rounds moved along (shared/collections/collection-advance.ts), most courses
   * gained first; empty when no new course of the year is on a list.
   */
  collections: z.array(collectionAdvanceSchema),
});
export type YearInGolf = z.infer<typeof yearInGolfSchema>;
