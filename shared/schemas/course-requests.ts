import * as z from 'zod';
import { canonicalCountry, UNKNOWN_COUNTRY_MESSAGE } from '../geo/countries';
import { COURSE_FACTS } from '../passport/course-facts';
import {
  ARCHITECT_YEAR_MIN,
  architectYearMessage,
  COURSE_SEARCH_MIN_CHARS,
  courseRatingRange,
  courseTypeSchema,
  latestArchitectYear,
  PAR_MESSAGE,
} from './course';
import {
  COURSE_RATING_MAX,
  COURSE_RATING_MIN,
  DEFAULT_PAR,
  isNineHolePar,
  SLOPE_MAX,
  SLOPE_MIN,
} from './course-figures';
import { cleanNameText } from './name-text';
import { pageQueryShape } from './paging';

/**
 * What the courses API receives: the search and list queries, a golfer's new custom course and its update
 * (docs/product-rules.md#courses). Apart from shared/schemas/course.ts, which every signed-in screen loads to read
 * courses: zod builds a schema as its module runs, and these are read only by the course dialogs and the
 * courses Lambda (docs/performance.md, "Course and round contracts apart").
 */

/** GET /api/courses/search?q= */
export const courseSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least 2 characters to search' })
    .trim()
    .min(COURSE_SEARCH_MIN_CHARS, { error: 'Type at least 2 characters to search' })
    .max(100, { error: 'Search text must be 100 characters or fewer' }),
});

/** GET /api/courses: the catalog in pages, or the golfer's own courses (played or on the bucket list). */
export const courseListQuerySchema = z.object({
  scope: z
    .enum(['catalog', 'mine', 'featured'], { error: 'scope must be catalog, mine or featured' })
    .default('catalog'),
  ...pageQueryShape,
});

// A custom course's text is typed by one golfer and shown to all: NFKC, no invisible characters
// (cleanNameText), before the length and duplicate checks.
const requiredText = (max: number) =>
  z
    .string({ error: 'Please fill in course name, city, and country.' })
    .overwrite(cleanNameText)
    .trim()
    .min(1, { error: 'Please fill in course name, city, and country.' })
    .max(max, { error: `Must be ${max} characters or fewer` });
const optionalText = (max: number) =>
  z
    .string()
    .overwrite(cleanNameText)
    .trim()
    .max(max, { error: `Must be ${max} characters or fewer` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A country from the list (shared/geo/countries.ts), stored in the catalog's spelling: "USA", "US" and
 * "United States of America" become "United States", "UK" becomes "United Kingdom". Custom courses are
 * shared by every golfer, so a misspelt or invented country would mislead everyone (and place the course at
 * the fallback point as if it were real).
 */
export const countryNameSchema = requiredText(80)
  // Empty is the required message's alone; only a typed country is looked up.
  .refine((text) => text === '' || canonicalCountry(text) !== undefined, { error: UNKNOWN_COUNTRY_MESSAGE })
  .transform((text) => canonicalCountry(text) ?? text);

/** POST /api/courses: a custom course (docs/product-rules.md#courses). */
export const createCourseSchema = z
  .object({
    name: requiredText(120),
    city: requiredText(80),
    state: optionalText(80),
    country: countryNameSchema,
    courseType: courseTypeSchema.default('public'),
    // A 9-hole course's par (27 to 40) or an 18-hole course's (54 to 76); shared/rounds/par.ts tells them apart.
    par: z
      .number({ error: PAR_MESSAGE })
      .int({ error: 'Par must be a whole number' })
      .refine((par) => isNineHolePar(par) || (par >= 54 && par <= 76), { error: PAR_MESSAGE })
      .default(DEFAULT_PAR),
    yardage: z
      .number({ error: 'Yardage must be a number' })
      .int({ error: 'Yardage must be a whole number' })
      .min(1000, { error: 'Yardage must be between 1,000 and 9,000' })
      .max(9000, { error: 'Yardage must be between 1,000 and 9,000' })
      .nullable()
      .optional(),
    // Its range follows the par (checked below): a 9-hole course is rated for its nine holes.
    courseRating: z
      .number({ error: `Course rating must be a number from ${COURSE_RATING_MIN} to ${COURSE_RATING_MAX}` })
      // Ratings are published to one decimal (docs/product-rules.md#courses); 72.55 is a typo, not a rating.
      .refine((rating) => Math.abs(rating * 10 - Math.round(rating * 10)) < 1e-9, {
        error: 'Course rating has one decimal place, like 72.4',
      })
      .nullable()
      .optional(),
    slopeRating: z
      .number({ error: `Slope must be a whole number from ${SLOPE_MIN} to ${SLOPE_MAX}` })
      .int({ error: `Slope must be a whole number from ${SLOPE_MIN} to ${SLOPE_MAX}` })
      .min(SLOPE_MIN, { error: `Slope must be between ${SLOPE_MIN} and ${SLOPE_MAX}` })
      .max(SLOPE_MAX, { error: `Slope must be between ${SLOPE_MIN} and ${SLOPE_MAX}` })
      .nullable()
      .optional(),
    architect: optionalText(120),
    architectYear: z
      .number({ error: 'Year must be a number' })
      .int({ error: 'Year must be a whole number' })
      // The bound is read when a year is checked, not when the module loads: a warm Lambda outlives New Year.
      .refine((year) => year >= ARCHITECT_YEAR_MIN && year <= latestArchitectYear(), {
        error: () => architectYearMessage(),
      })
      .nullable()
      .optional(),
    description: optionalText(1000),
    /** Curated facts a golfer may state about their course (the passport's Links, Desert, Coastal, Historic). */
    facts: z
      .array(z.enum(COURSE_FACTS, { error: 'Course facts are links, desert, coastal or historic' }), {
        error: 'Course facts are a list: links, desert, coastal or historic',
      })
      .max(COURSE_FACTS.length)
      .transform((facts) => [...new Set(facts)])
      .optional(),
  })
  .refine(
    (course) => {
      if (course.courseRating == null) return true;
      const [min, max] = courseRatingRange(course.par);
      return course.courseRating >= min && course.courseRating <= max;
    },
    {
      path: ['courseRating'],
      error: (issue) => courseRatingRange((issue.input as { par: number }).par)[2],
      // Also when another field is wrong: every mistake is shown at once, as the field checks are.
      // Not on a payload that is no object at all (null, a list): there is no par to read.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some(
          (issue) => !issue.path?.length || issue.path[0] === 'courseRating' || issue.path[0] === 'par',
        ),
    },
  );
export type CreateCourseInput = z.input<typeof createCourseSchema>;
export type CreateCourse = z.output<typeof createCourseSchema>;

/** PATCH /api/courses/{id}: architect and course type, only on a course this golfer created. */
export const updateCourseSchema = z
  .object({
    architect: optionalText(120),
    courseType: courseTypeSchema.optional(),
  })
  .refine((update) => update.architect !== undefined || update.courseType !== undefined, {
    error: 'Nothing to update: send architect or courseType',
  });
