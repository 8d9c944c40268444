import { architectNameKey, splitArchitectNames } from './architect-options';

/**
 * The golfer's statistics (spec §3 User stats and Architect stats): pure, computed from the running totals
 * the round writes keep (a count of rounds per score and holes, and per played course the architects named
 * on its rounds), so a golfer with thousands of rounds is answered without reading them.
 */

/** How many of the golfer's rounds have this score over this many holes. */
export interface ScoreCount {
  holes: number;
  score: number;
  count: number;
}

/** A course the golfer has played, with its country and the architect overrides of its rounds. */
export interface PlayedCourse {
  courseId: string;
  country: string;
  /** The roundArchitect of each round there that named one (spec §3), with the round's date. */
  architectNotes: readonly { playedAt: string; architect: string }[];
  /** The course's own architects. */
  architects: readonly string[];
}

export interface UserStatsResult {
  coursesPlayed: number;
  totalRounds: number;
  countriesVisited: number;
  bestScore: number | null;
  averageScore: number | null;
}

/**
 * Total rounds, the lowest score of any round (spec §5: "best is the minimum score") and the mean of the
 * 18-hole scores to one decimal (a 9-hole score would drag it down). Counts of zero or less are ignored:
 * they are scores whose rounds were all deleted.
 */
export function scoreSummary(
  counts: readonly ScoreCount[],
): Pick<UserStatsResult, 'totalRounds' | 'bestScore' | 'averageScore'> {
  let totalRounds = 0;
  let bestScore: number | null = null;
  let eighteenHoleRounds = 0;
  let eighteenHoleSum = 0;
  for (const { holes, score, count } of counts) {
    if (count <= 0) continue;
    totalRounds += count;
    bestScore = bestScore === null ? score : Math.min(bestScore, score);
    if (holes === 18) {
      eighteenHoleRounds += count;
      eighteenHoleSum += score * count;
    }
  }
  const averageScore =
    eighteenHoleRounds === 0 ? null : Math.round((eighteenHoleSum / eighteenHoleRounds) * 10) / 10;
  return { totalRounds, bestScore, averageScore };
}

/** A country is counted once whatever its spelling's case; blank countries are not a country. */
export function computeUserStats(
  counts: readonly ScoreCount[],
  playedCourses: readonly Pick<PlayedCourse, 'courseId' | 'country'>[],
): UserStatsResult {
  const countries = new Set(
    playedCourses.map((course) => course.country.trim().toLowerCase()).filter((country) => country !== ''),
  );
  return {
    coursesPlayed: new Set(playedCourses.map((course) => course.courseId)).size,
    ...scoreSummary(counts),
    countriesVisited: countries.size,
  };
}

/** The architect the golfer named on their latest round at a course, if any. */
export function latestArchitectNote(notes: PlayedCourse['architectNotes']): string | undefined {
  let latest: { playedAt: string; architect: string } | undefined;
  for (const note of notes) {
    const architect = note.architect.trim();
    if (architect !== '' && (!latest || note.playedAt > latest.playedAt)) {
      latest = { playedAt: note.playedAt, architect };
    }
  }
  return latest?.architect;
}

/**
 * Architects by the number of distinct courses of theirs the golfer has played, most first, then by name.
 * A course counts for the architects the golfer named on their latest round there (the round's override,
 * spec §3 roundArchitect; "Bill Coore, Ben Crenshaw" names two), otherwise for each of the course's own
 * architects. "Unknown" and blank names are left out: they are not a portfolio.
 */
export function computeArchitectStats(
  playedCourses: readonly Pick<PlayedCourse, 'courseId' | 'architectNotes' | 'architects'>[],
): { architect: string; coursesPlayed: number }[] {
  // Keyed so "A. W. Tillinghast" and "a.w. tillinghast" are one architect; the first spelling is shown.
  const counts = new Map<string, { architect: string; courses: Set<string> }>();
  for (const course of playedCourses) {
    const override = latestArchitectNote(course.architectNotes);
    for (const name of override ? splitArchitectNames(override) : course.architects) {
      const architect = name.trim();
      const key = architectNameKey(architect);
      if (key === '' || key === 'unknown') continue;
      const entry = counts.get(key) ?? { architect, courses: new Set<string>() };
      entry.courses.add(course.courseId);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ architect, courses }) => ({ architect, coursesPlayed: courses.size }))
    .sort((a, b) => b.coursesPlayed - a.coursesPlayed || a.architect.localeCompare(b.architect));
}
