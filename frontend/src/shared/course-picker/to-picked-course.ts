import type { Course, CourseSearchResult } from '../../../../shared/schemas/course';

/** Whatever way a course was found (search, worldwide add, custom), the picker hands back one shape. */
export function toPickedCourse(course: Course): CourseSearchResult {
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
  };
}
