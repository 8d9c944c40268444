/**
 * The course contract's figures (shared/schemas/course.ts re-exports them): plain values, so that a module
 * needing a par or a slope range does not evaluate the course schemas to read them.
 */
export const COURSE_TYPES = ['public', 'private', 'semi-private', 'resort'] as const;

export const COURSE_RATING_MIN = 65;
export const COURSE_RATING_MAX = 80;
export const SLOPE_MIN = 55;
export const SLOPE_MAX = 155;
export const DEFAULT_PAR = 72;
export const DEFAULT_SLOPE = 113;

/**
 * Courses one golfer may add to the shared catalog per UTC day: custom courses (POST /api/courses), courses
 * copied from GolfCourseAPI and those a rounds CSV import creates all count. Every golfer sees every course,
 * so without a limit one account could flood the catalog; ten a day is more than any golfer logging their
 * own rounds needs. Over it, the API answers 429 with this message and a Retry-After to the next UTC day.
 */
export const COURSES_PER_DAY_LIMIT = 10;

/** A course par of 27 to 40 is a 9-hole course's. */
export function isNineHolePar(par: number): boolean {
  return par >= 27 && par <= 40;
}
