import { DEFAULT_PAR, DEFAULT_SLOPE, type Tee } from '#shared/schemas/course';
import type { UpstreamCourse, UpstreamTee } from './upstream-schema';

/** GolfCourseAPI sends 0 for a figure it does not have; Fescue says null. */
const known = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

function toTee(tee: UpstreamTee, gender: Tee['gender']): Tee {
  return {
    teeName: tee.tee_name.trim() || 'Tee',
    gender,
    courseRating: known(tee.course_rating),
    slopeRating: known(tee.slope_rating),
    par: known(tee.par_total),
    yardage: known(tee.total_yards),
    holes: known(tee.number_of_holes),
  };
}

/** Every tee, men's first, as the course's teeData. */
export function mapTees(tees: UpstreamCourse['tees']): Tee[] {
  return [...tees.male.map((tee) => toTee(tee, 'male')), ...tees.female.map((tee) => toTee(tee, 'female'))];
}

export interface CourseFigures {
  par: number;
  yardage: number | null;
  courseRating: number | null;
  slopeRating: number;
  /** False when the tee has no slope and slopeRating is the default 113. */
  slopeRatingPublished: boolean;
  /** The tee the figures come from, null when the course has no tees. */
  teeName: string | null;
}

const longestFirst = (a: Tee, b: Tee) => (b.yardage ?? -1) - (a.yardage ?? -1);

/**
 * A course's headline figures come from one tee, so that rating, slope, par and yardage belong together:
 * the longest men's tee (the championship figures golf media quote), else the longest women's tee.
 * Eighteen-hole tees win over nine-hole ones, and a tee with a rating over one without.
 */
export function pickCourseTee(tees: readonly Tee[]): Tee | undefined {
  const rank = (tee: Tee) =>
    (tee.gender === 'male' ? 4 : 0) + (tee.holes === 9 ? 0 : 2) + (tee.courseRating === null ? 0 : 1);
  return [...tees].sort((a, b) => rank(b) - rank(a) || longestFirst(a, b))[0];
}

export function courseFigures(tees: readonly Tee[]): CourseFigures {
  const tee = pickCourseTee(tees);
  return {
    par: tee?.par ?? tees.find((candidate) => candidate.par !== null)?.par ?? DEFAULT_PAR,
    yardage: tee?.yardage ?? null,
    courseRating: tee?.courseRating ?? null,
    slopeRating: tee?.slopeRating ?? DEFAULT_SLOPE,
    slopeRatingPublished: tee?.slopeRating != null,
    teeName: tee?.teeName ?? null,
  };
}
