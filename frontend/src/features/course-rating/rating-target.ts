import type { Round } from '#shared/schemas/round';

/** What the Rate Your Experience dialog rates: a course, and the round played there when there is one. */
export interface RatingTarget {
  courseId: string;
  courseName: string;
  round?: Round | null;
}

/** A round's course as a rating target (Rate Course on the dashboard and in Round History). */
export function roundTarget(round: Round): RatingTarget {
  return { courseId: round.courseId, courseName: round.course?.name ?? 'this course', round };
}
