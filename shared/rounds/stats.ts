import { architectNameKey, splitArchitectNames } from './architect-options';

/**
 * The golfer's statistics (docs/product-rules.md#stats): pure, computed from the running totals
 * the round writes keep (a count of rounds per score and holes, and per played course the architects named
 * on its rounds), so a golfer with thousands of rounds is answered without reading them.
 */

/** How many of the golfer's rounds have this score over this many holes, at this par (null: not recorded). */
export interface ScoreCount {
  holes: number;
  score: number;
  /** Null for counters written before the par was part of them: read as the default par for the holes. */
  par: number | null;
  count: number;
}

/** A golfer's best round: its score, its own par and whether it was 9 or 18 holes. */
export interface BestScore {
  score: number;
  par: number;
  holes: 9 | 18;
}

const defaultParFor = (holes: number) => (holes === 9 ? 36 : 72);

type ScoredRound = { holes: number; score: number; par: number | null };

/** A round as bestRound weighs it: 9 or 18 holes, its par (the default for its holes when unknown). */
function asBestScore(round: ScoredRound): BestScore {
  const holes = round.holes === 9 ? 9 : 18;
  return { score: round.score, par: round.par ?? defaultParFor(holes), holes };
}

/** Whether `round` scored `best` (same holes, score and par): Passport lists every round that did. */
export function scoredBest(round: ScoredRound, best: BestScore | null): boolean {
  if (!best) return false;
  const weighed = asBestScore(round);
  return weighed.holes === best.holes && weighed.score === best.score && weighed.par === best.par;
}

/**
 * The best round (docs/product-rules.md#stats): the 18-hole round furthest under (or least over) its own par,
 * the lower score first among equals; a golfer with only 9-hole rounds gets their best 9-hole round, labelled
 * so where shown. A 9-hole 43 is never "Best Score" beside 18-hole rounds. The same rule for the stats API
 * (from counters) and Round History's tiles (from the filtered rounds).
 */
export function bestRound(rounds: Iterable<ScoredRound>): BestScore | null {
  let best: BestScore | null = null;
  for (const round of rounds) {
    const candidate = asBestScore(round);
    if (!best) {
      best = candidate;
      continue;
    }
    if (candidate.holes !== best.holes) {
      if (candidate.holes === 18) best = candidate;
      continue;
    }
    const toPar = candidate.score - candidate.par - (best.score - best.par);
    if (toPar < 0 || (toPar === 0 && candidate.score < best.score)) best = candidate;
  }
  return best;
}

/** A course the golfer has played, with its country and the architect overrides of its rounds. */
export interface PlayedCourse {
  courseId: string;
  country: string;
  /** The roundArchitect of each round there that named one, with the round's date. */
  architectNotes: readonly { playedAt: string; architect: string }[];
  /** The course's own architects. */
  architects: readonly string[];
}

export interface UserStatsResult {
  coursesPlayed: number;
  totalRounds: number;
  countriesVisited: number;
  bestScore: number | null;
  /** The par of the best round, and its holes (9 only when the golfer has no 18-hole round). */
  bestScorePar: number | null;
  bestScoreHoles: 9 | 18 | null;
  averageScore: number | null;
}

/**
 * Total rounds, the best round (bestRound: 18 holes against its own par) and the mean of the 18-hole scores
 * to one decimal (a 9-hole score would drag it down). Counts of zero or less are ignored: they are scores
 * whose rounds were all deleted.
 */
export function scoreSummary(
  counts: readonly ScoreCount[],
): Pick<UserStatsResult, 'totalRounds' | 'bestScore' | 'bestScorePar' | 'bestScoreHoles' | 'averageScore'> {
  let totalRounds = 0;
  let eighteenHoleRounds = 0;
  let eighteenHoleSum = 0;
  const counted = counts.filter(({ count }) => count > 0);
  for (const { holes, score, count } of counted) {
    totalRounds += count;
    if (holes === 18) {
      eighteenHoleRounds += count;
      eighteenHoleSum += score * count;
    }
  }
  const best = bestRound(counted);
  const averageScore =
    eighteenHoleRounds === 0 ? null : Math.round((eighteenHoleSum / eighteenHoleRounds) * 10) / 10;
  return {
    totalRounds,
    bestScore: best?.score ?? null,
    bestScorePar: best?.par ?? null,
    bestScoreHoles: best?.holes ?? null,
    averageScore,
  };
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
 * its roundArchitect; "Bill Coore, Ben Crenshaw" names two), otherwise for each of the course's own
 * architects. "Unknown" and blank names are left out: they are not a portfolio. A tie goes to the lead
 * architect (the first named).
 */
export function computeArchitectStats(
  playedCourses: readonly Pick<PlayedCourse, 'courseId' | 'architectNotes' | 'architects'>[],
): { architect: string; coursesPlayed: number }[] {
  // Keyed so "A. W. Tillinghast" and "a.w. tillinghast" are one architect; the first spelling is shown.
  const counts = new Map<string, { architect: string; courses: Set<string>; leads: Set<string> }>();
  for (const course of playedCourses) {
    const override = latestArchitectNote(course.architectNotes);
    const names = override ? splitArchitectNames(override) : course.architects;
    for (const [position, name] of names.entries()) {
      const architect = name.trim();
      const key = architectNameKey(architect);
      if (key === '' || key === 'unknown') continue;
      const entry = counts.get(key) ?? { architect, courses: new Set<string>(), leads: new Set<string>() };
      entry.courses.add(course.courseId);
      // The first name of a course's architects is its lead architect.
      if (position === 0) entry.leads.add(course.courseId);
      counts.set(key, entry);
    }
  }
  // A tie on courses goes to the architect who led more of them (Pebble Beach: Jack Neville, then Douglas
  // Grant, so Neville is #1 of the two), then by name.
  return [...counts.values()]
    .map(({ architect, courses, leads }) => ({ architect, coursesPlayed: courses.size, leads: leads.size }))
    .sort(
      (a, b) =>
        b.coursesPlayed - a.coursesPlayed || b.leads - a.leads || a.architect.localeCompare(b.architect),
    )
    .map(({ architect, coursesPlayed }) => ({ architect, coursesPlayed }));
}

/**
 * The same figures for a list of rounds in hand (Round History's tiles follow its filters): total, best
 * (bestRound), 18-hole average and distinct courses, by the very rules the stats API applies to its counters.
 */
export function summarizeRounds(
  rounds: readonly { holes: number; score: number; par: number; courseId: string }[],
): Omit<UserStatsResult, 'countriesVisited'> {
  return {
    ...scoreSummary(rounds.map(({ holes, score, par }) => ({ holes, score, par, count: 1 }))),
    coursesPlayed: new Set(rounds.map((round) => round.courseId)).size,
  };
}
