/**
 * The golfer's statistics from their rounds (spec §3 User stats and Architect stats, §5 Round filters):
 * pure, so the API and any client-side view compute them the same way.
 */
export interface StatsRound {
  courseId: string;
  score: number;
  holes: number;
  playedAt: string;
  roundArchitect?: string | null;
}

export interface StatsCourse {
  id: string;
  country: string;
  architects: readonly string[];
}

export interface UserStatsResult {
  coursesPlayed: number;
  totalRounds: number;
  countriesVisited: number;
  bestScore: number | null;
  averageScore: number | null;
}

/** Mean of the 18-hole scores to one decimal (a 9-hole score would drag it down); null without one. */
export function averageEighteenHoleScore(
  rounds: readonly Pick<StatsRound, 'score' | 'holes'>[],
): number | null {
  const scores = rounds.filter((round) => round.holes === 18).map((round) => round.score);
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}

/** The lowest score of any round (spec §5: "best is the minimum score"); null without rounds. */
export function bestScore(rounds: readonly Pick<StatsRound, 'score'>[]): number | null {
  return rounds.length === 0 ? null : Math.min(...rounds.map((round) => round.score));
}

/**
 * Courses played and countries visited count distinct courses with a round; a country is counted once
 * whatever its spelling's case. `courses` holds the played courses that still exist.
 */
export function computeUserStats(
  rounds: readonly StatsRound[],
  courses: readonly Pick<StatsCourse, 'id' | 'country'>[],
): UserStatsResult {
  const playedIds = new Set(rounds.map((round) => round.courseId));
  const countries = new Set(
    courses
      .filter((course) => playedIds.has(course.id))
      .map((course) => course.country.trim().toLowerCase())
      .filter((country) => country !== ''),
  );
  return {
    coursesPlayed: playedIds.size,
    totalRounds: rounds.length,
    countriesVisited: countries.size,
    bestScore: bestScore(rounds),
    averageScore: averageEighteenHoleScore(rounds),
  };
}

/**
 * Architects by the number of distinct courses of theirs the golfer has played, most first, then by name.
 * A course counts for the architect the golfer named on their latest round there (the round's override,
 * spec §3 roundArchitect), otherwise for each of the course's own architects. "Unknown" and blank names
 * are left out: they are not a portfolio.
 */
export function computeArchitectStats(
  rounds: readonly StatsRound[],
  courses: readonly StatsCourse[],
): { architect: string; coursesPlayed: number }[] {
  const latestOverride = new Map<string, { playedAt: string; architect: string }>();
  for (const round of rounds) {
    const architect = round.roundArchitect?.trim();
    if (!architect) continue;
    const current = latestOverride.get(round.courseId);
    if (!current || round.playedAt > current.playedAt) {
      latestOverride.set(round.courseId, { playedAt: round.playedAt, architect });
    }
  }
  const playedIds = new Set(rounds.map((round) => round.courseId));
  const courseById = new Map(courses.map((course) => [course.id, course]));
  // Keyed by lower case so "Donald Ross" and "donald ross" are one architect; the first spelling is shown.
  const counts = new Map<string, { architect: string; courses: Set<string> }>();
  for (const courseId of playedIds) {
    const override = latestOverride.get(courseId)?.architect;
    const names = override ? [override] : (courseById.get(courseId)?.architects ?? []);
    for (const name of names) {
      const architect = name.trim();
      if (architect === '' || architect.toLowerCase() === 'unknown') continue;
      const key = architect.toLowerCase();
      const entry = counts.get(key) ?? { architect, courses: new Set<string>() };
      entry.courses.add(courseId);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ architect, courses: played }) => ({ architect, coursesPlayed: played.size }))
    .sort((a, b) => b.coursesPlayed - a.coursesPlayed || a.architect.localeCompare(b.architect));
}
