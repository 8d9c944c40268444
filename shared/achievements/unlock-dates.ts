import type { ScoreCount } from '../rounds/stats';
import { compareText } from '../passport/compare';
import { metAchievementIds } from './rules';
import type { FactRound, GolferFacts } from './golfer-facts';

/** The day an achievement was earned and the round that crossed its line. */
export interface UnlockDate {
  date: string;
  roundId: string;
}

/** The golfer's rounds in the order played: by day, then id (rounds of one day share their date anyway). */
function inOrderPlayed(rounds: readonly FactRound[]): FactRound[] {
  return [...rounds].sort((a, b) => compareText(a.playedAt, b.playedAt) || compareText(a.id, b.id));
}

/**
 * The golfer as they stood after their first `count` rounds in the order played: the round-built facts
 * (the rounds, score lines, courses played with their round counts, round days) from those rounds alone, everything else
 * (ratings, GHIN, the bucket list, joining) as it is now.
 */
function factsAfter(facts: GolferFacts, rounds: readonly FactRound[], count: number): GolferFacts {
  const scoreLines = new Map<string, ScoreCount>();
  const roundsAtCourse = new Map<string, number>();
  const roundDays: Record<string, number> = {};
  for (const round of rounds.slice(0, count)) {
    const line = `${round.holes}_${round.score}_${round.par}`;
    const counted = scoreLines.get(line);
    if (counted) counted.count += 1;
    else scoreLines.set(line, { holes: round.holes, score: round.score, par: round.par, count: 1 });
    roundsAtCourse.set(round.courseId, (roundsAtCourse.get(round.courseId) ?? 0) + 1);
    roundDays[round.playedAt] = (roundDays[round.playedAt] ?? 0) + 1;
  }
  return {
    ...facts,
    rounds: rounds.slice(0, count),
    scoreCounts: [...scoreLines.values()],
    playedCourses: facts.playedCourses.flatMap((course) => {
      const roundCount = roundsAtCourse.get(course.courseId);
      return roundCount ? [{ ...course, roundCount }] : [];
    }),
    roundDays,
  };
}

/**
 * When each of `ids` was earned, replaying the golfer's rounds in the order they were played (not logged):
 * the first round after which its rule holds, found by bisection (every rule only grows with more rounds).
 * So a round logged late (an import, a GHIN sync, a season typed in after it) dates an achievement by the day
 * it was really reached, and deleting the round that crossed the line moves the date to the next one.
 *
 * Rules the rounds do not decide are left out: met with no rounds at all (a rating, GHIN, joining) or not met
 * by the digested rounds alone (a course link from before the digests), so their caller keeps the day of
 * the write instead. Each standing is computed once per round count, shared by every id.
 */
export function roundUnlockDates(facts: GolferFacts, ids: Iterable<string>): Map<string, UnlockDate> {
  const rounds = inOrderPlayed(facts.rounds);
  const metAfter = new Map<number, Set<string>>();
  const isMetAfter = (count: number, id: string) => {
    let met = metAfter.get(count);
    if (!met) {
      met = metAchievementIds(factsAfter(facts, rounds, count));
      metAfter.set(count, met);
    }
    return met.has(id);
  };
  const dates = new Map<string, UnlockDate>();
  for (const id of ids) {
    if (isMetAfter(0, id) || !isMetAfter(rounds.length, id)) continue;
    let fewest = 1;
    let most = rounds.length;
    while (fewest < most) {
      const middle = Math.floor((fewest + most) / 2);
      if (isMetAfter(middle, id)) most = middle;
      else fewest = middle + 1;
    }
    const crossing = rounds[fewest - 1];
    if (crossing) dates.set(id, { date: crossing.playedAt, roundId: crossing.id });
  }
  return dates;
}

/**
 * The first day of the golfer's data: their first round played or the day they joined, whichever is earlier.
 * No achievement is dated before it (a write's UTC day can be the golfer's yesterday).
 */
export function dataBeganOn(facts: GolferFacts): string {
  const joined = facts.memberSince.slice(0, 10);
  return facts.rounds.reduce((first, round) => (round.playedAt < first ? round.playedAt : first), joined);
}
