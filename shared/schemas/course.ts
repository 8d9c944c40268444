import * as z from 'zod';
import { championshipSchema } from '../courses/championships';
import { openDataSchema } from '../courses/open-data';
import {
  COURSE_RATING_MAX,
  COURSE_RATING_MIN,
  COURSE_TYPES,
  COURSES_PER_DAY_LIMIT,
  DEFAULT_SLOPE,
  isNineHolePar,
} from './course-figures';

// The figures and the id's schema live apart so that what needs only them (a round's par, a tee's slope, a
// played mark) does not evaluate every course schema with them (docs/performance.md, "course figures apart").
export * from './course-figures';
export { canonicalCourseId, courseIdParamSchema } from './course-id';

/**
 * Courses: the API contract shared by the courses Lambda and the frontend (the rules:
 * docs/product-rules.md#courses). Catalog courses use their catalog slug as id (stable across loads, readable
 * URLs: /course/pebble-beach-golf-links); courses created by golfers or added from GolfCourseAPI get a ULID.
 */
export const courseTypeSchema = z.enum(COURSE_TYPES, {
  error: 'Course type must be one of public, private, semi-private or resort',
});
export type CourseType = z.infer<typeof courseTypeSchema>;

export const COURSE_SOURCES = ['catalog', 'custom', 'golfcourseapi', 'ghin', 'opendata'] as const;

// A course's championships: the schema sits with the championship rules (no import cycle with passport).
export { championshipSchema, type Championship } from '../courses/championships';

export const teeSchema = z.object({
  teeName: z.string(),
  gender: z.enum(['male', 'female']),
  courseRating: z.number().nullable(),
  slopeRating: z.number().nullable(),
  par: z.number().nullable(),
  yardage: z.number().nullable(),
  holes: z.number().nullable(),
});
export type Tee = z.infer<typeof teeSchema>;

/**
 * How a course's map position was found: `exact` (the catalog's checked points, GolfCourseAPI's or given
 * coordinates), `unchecked` (a catalog point not yet matched to a published point for the club, so it may be
 * a few kilometres out), or the centre of its `city`, US `state` or `country` (shared/geo/centroids.ts) for a
 * course added without coordinates, or `fallback` (40, -74) where no place was known.
 */
export const PLACEMENT_METHODS = ['exact', 'unchecked', 'city', 'state', 'country', 'fallback'] as const;
export const coursePlacementSchema = z.object({
  method: z.enum(PLACEMENT_METHODS),
  /** The place whose centre the position is ("Kenya", "Oregon", "St Andrews"); null for exact and fallback. */
  place: z.string().nullable(),
});
export type CoursePlacement = z.infer<typeof coursePlacementSchema>;

/**
 * Figures Fescue filled in with the defaults (docs/product-rules.md#courses) instead of a published or given
 * value.
 */
export const DEFAULTABLE_FIGURES = ['slopeRating', 'exclusivityRating'] as const;
export type DefaultableFigure = (typeof DEFAULTABLE_FIGURES)[number];

/**
 * The defaulted figures of a course stored before they were recorded: a slope of exactly 113 is taken for
 * the default (no catalog entry publishes 113), and a custom or GolfCourseAPI course's exclusivity always is.
 */
export function inferDefaultedFigures(course: {
  sourceApi: string;
  slopeRating: number;
}): DefaultableFigure[] {
  return [
    ...(course.slopeRating === DEFAULT_SLOPE ? (['slopeRating'] as const) : []),
    ...(course.sourceApi === 'catalog' ? [] : (['exclusivityRating'] as const)),
  ];
}

/**
 * The slope a course publishes (or its golfer gave), or null where Fescue holds only the default 113: every
 * screen reads that as N/A (docs/product-rules.md#courses) rather than as a rating. The one rule for the
 * course page and Passport.
 */
export function publishedSlope(course: {
  slopeRating: number | null;
  defaultedFigures?: readonly string[];
}): number | null {
  if (!course.slopeRating || course.defaultedFigures?.includes('slopeRating')) return null;
  return course.slopeRating;
}

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "City, State, Country" (the parts present), for display. */
  location: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  par: z.number(),
  yardage: z.number().nullable(),
  courseType: courseTypeSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  scorecardUrl: z.string().nullable(),
  /** Legacy name of the course rating; mirrors courseRating, 0 when unknown. */
  nationalRating: z.number(),
  courseRating: z.number().nullable(),
  /** Default 113 (docs/product-rules.md#courses). */
  slopeRating: z.number(),
  /** 1 to 10; 0 when unknown. */
  exclusivityRating: z.number(),
  userRating: z.number(),
  reviewCount: z.number(),
  sourceApi: z.enum(COURSE_SOURCES),
  description: z.string().nullable(),
  /** All architects joined for display ("Alister MacKenzie, Robert Hunter"). */
  architect: z.string().nullable(),
  architects: z.array(z.string()),
  architectYear: z.number().nullable(),
  /** How roughly the year is known where no year is recorded ("15th century"); absent or null otherwise. */
  yearText: z.string().nullable().optional(),
  /** links, desert, coastal, mountain, parkland, heathland, woodland. */
  settings: z.array(z.string()),
  championships: z.array(championshipSchema),
  teeData: z.array(teeSchema).nullable(),
  // No creator: every golfer sees every course, and its creator's user id is no one else's business. The
  // server keeps it (functions/courses/course-items.ts StoredCourse) for the creator's own PATCH.
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How the map position was found; the API sends it for every course with coordinates. */
  placement: coursePlacementSchema.optional(),
  /** IANA zone from the coordinates, looked up when the course is stored (null without a position). */
  timeZone: z.string().nullable().optional(),
  /**
   * The figures that are defaults, not published or given: the slope 113 where none is known,
   * a custom or GolfCourseAPI course's exclusivity from its type. The API sends it for every course.
   */
  defaultedFigures: z.array(z.enum(DEFAULTABLE_FIGURES)).optional(),
  /** Facts from open datasets and where each came from; present only where an import used them (ODbL). */
  openData: openDataSchema.nullable().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A search hit (what the picker shows of a course). */
export const courseSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  courseType: courseTypeSchema,
  courseRating: z.number().nullable(),
  slopeRating: z.number(),
  architect: z.string().nullable(),
  yearBuilt: z.number().nullable(),
  exclusivityRating: z.number(),
  /** Where the course came from: a golfer's own ("custom") is marked as such in the picker. */
  sourceApi: z.enum(COURSE_SOURCES).optional(),
  /** The community Fescue Score (0 until 3 golfers rated it) and the number of golfers who rated it. */
  userRating: z.number().optional(),
  reviewCount: z.number().optional(),
});
export type CourseSearchResult = z.infer<typeof courseSearchResultSchema>;

/** A course as a search hit: what the search index stores and what the picker hands back, in one shape. */
export function toCourseSearchResult(course: Course): CourseSearchResult {
  return {
    id: course.id,
    name: course.name,
    city: course.city,
    state: course.state,
    country: course.country,
    courseType: course.courseType,
    courseRating: course.courseRating,
    slopeRating: course.slopeRating,
    architect: course.architect,
    yearBuilt: course.architectYear,
    exclusivityRating: course.exclusivityRating,
    sourceApi: course.sourceApi,
  };
}

export const COURSE_SEARCH_MIN_CHARS = 2;
export const COURSE_SEARCH_MAX_RESULTS = 10;
export const EXTERNAL_SEARCH_MIN_CHARS = 3;
export const EXTERNAL_SEARCH_MAX_RESULTS = 5;
export const LOCAL_SEARCH_DEBOUNCE_MS = 300;
export const EXTERNAL_SEARCH_DEBOUNCE_MS = 500;

/** GET /api/courses/search/suggestion?q=: a spelling of the text that finds courses, when it found none. */
export const courseSpellingResponseSchema = z.object({ suggestion: z.string().nullable() });

export const courseListResponseSchema = z.object({
  courses: z.array(courseSchema),
  /** Opaque; absent on the last page. */
  nextCursor: z.string().optional(),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/** Exclusivity of a new custom course by its type (docs/product-rules.md#courses). */
export const DEFAULT_EXCLUSIVITY_BY_TYPE: Record<CourseType, number> = {
  private: 8.5,
  'semi-private': 6,
  resort: 7,
  public: 4.5,
};

/** The earliest year a course's architect can have laid it out. */
export const ARCHITECT_YEAR_MIN = 1700;

/** The latest: next year, for a course opening soon (UTC, so the form and the API agree). */
export function latestArchitectYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** "Year must be between 1700 and 2027": the bound itself, not "next year". */
export function architectYearMessage(now: Date = new Date()): string {
  return `Year must be between ${ARCHITECT_YEAR_MIN} and ${latestArchitectYear(now)}`;
}

export const COURSE_NOT_FOUND_MESSAGE = 'Course not found';
/** 409 on create: the same normalised name in the same city is taken (the answer carries its id). */
export const COURSE_EXISTS_MESSAGE = 'A course with this name already exists in this city';
export const COURSE_LIMIT_MESSAGE = `You can add up to ${COURSES_PER_DAY_LIMIT} courses a day. Try again after 00:00 UTC.`;

/**
 * An import's own allowance for the courses it creates (docs/product-rules.md#importing-your-golf): a golfer
 * bringing years of golf has every course of it at once, so ten a day would spread one import over weeks.
 * A created course still joins the shared catalog, so there is still a bound: so many per import batch and
 * so many per golfer per UTC day, over every import of the day. These do not count against the ten.
 */
export const IMPORT_COURSES_PER_BATCH_LIMIT = 300;
export const IMPORT_COURSES_PER_DAY_LIMIT = 500;
export const IMPORT_COURSES_PER_BATCH_MESSAGE = `One import can add up to ${IMPORT_COURSES_PER_BATCH_LIMIT} new courses: pick the others from the catalog, or import the rest of the file as a new import.`;
export const IMPORT_COURSES_PER_DAY_MESSAGE = `Imports can add up to ${IMPORT_COURSES_PER_DAY_LIMIT} new courses a day. Pick the others from the catalog, or resume this import after 00:00 UTC.`;

/**
 * What a golfer reads when adding a course is refused, by the reason functions/courses gives: the name is
 * taken in that city, or the golfer has added today's courses.
 */
export const COURSE_WORDS = {
  'name-taken': COURSE_EXISTS_MESSAGE,
  'courses-per-day': COURSE_LIMIT_MESSAGE,
  'imported-courses-per-batch': IMPORT_COURSES_PER_BATCH_MESSAGE,
  'imported-courses-per-day': IMPORT_COURSES_PER_DAY_MESSAGE,
} as const;
export const PAR_MESSAGE = 'Par must be 27 to 40 for a 9-hole course, or 54 to 76 for 18 holes';

/** A 9-hole course's own rating, for its nine holes (a par-3 nine is rated near 27, a par-36 nine near 36). */
export const NINE_HOLE_COURSE_RATING_MIN = 25;
export const NINE_HOLE_COURSE_RATING_MAX = 40;

/**
 * The course ratings a course of this par may have, and what to say of one outside them: a 9-hole course
 * (par 27 to 40) takes its 9-hole rating (25.0 to 40.0, like 35.6), an 18-hole course its 18-hole rating.
 */
export function courseRatingRange(par: number): [min: number, max: number, message: string] {
  return isNineHolePar(par)
    ? [
        NINE_HOLE_COURSE_RATING_MIN,
        NINE_HOLE_COURSE_RATING_MAX,
        `A 9-hole course takes its 9-hole course rating, from ${NINE_HOLE_COURSE_RATING_MIN} to ${NINE_HOLE_COURSE_RATING_MAX}, like 35.6`,
      ]
    : [
        COURSE_RATING_MIN,
        COURSE_RATING_MAX,
        `Course rating must be between ${COURSE_RATING_MIN} and ${COURSE_RATING_MAX}`,
      ];
}

/** 409 on POST /api/courses: the same normalised name in the same city exists already. */
export const courseConflictSchema = z.object({ message: z.string(), existingCourseId: z.string() });

/** The course labels (docs/product-rules.md#course-labels). */
export function exclusivityLabel(rating: number): 'Elite' | 'Premium' | 'Standard' {
  if (rating >= 8) return 'Elite';
  if (rating >= 6) return 'Premium';
  return 'Standard';
}
export function courseRatingLabel(rating: number): 'Very Difficult' | 'Standard' | 'Easier' {
  if (rating >= 74) return 'Very Difficult';
  if (rating >= 72) return 'Standard';
  return 'Easier';
}
export function slopeLabel(slope: number): 'Very Challenging' | 'Above Average' | 'Standard' | 'Easier' {
  if (slope >= 130) return 'Very Challenging';
  if (slope >= 115) return 'Above Average';
  if (slope >= 105) return 'Standard';
  return 'Easier';
}
