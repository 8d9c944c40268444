import { toCourseSearchResult, type Course, type CourseSearchResult } from '#shared/schemas/course';

/** Whatever way a course was found (search, worldwide add, custom), the picker hands back one shape. */
export function toPickedCourse(course: Course): CourseSearchResult {
  return toCourseSearchResult(course);
}
