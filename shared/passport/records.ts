import { compareText } from './compare';
import type { PassportRound } from './types';

/** Record tiles (docs/passport.md): most rounds in a year, at one course, most holes in one day. */

export const TOP_LIST_SIZE = 10;

/** A top list and how many share its first figure: a record held by several is shown as a tie, not as one. */
export interface TopList<T> {
  top: T[];
  /** Every entry with the record figure, also those past the list's end (0 when there are none). */
  atTop: number;
}

function topOf<T>(sorted: readonly T[], figure: (entry: T) => number, limit: number): TopList<T> {
  const first = sorted[0];
  return {
    top: sorted.slice(0, limit),
    atTop: first === undefined ? 0 : sorted.filter((entry) => figure(entry) === figure(first)).length,
  };
}

export interface YearRecord {
  year: string;
  rounds: number;
  /** The year's rounds, latest first (the dialog shows 5, then "+N more"). */
  roundIds: string[];
}

/** Every year with rounds, most rounds first (then the latest year first). */
export function roundsByYear(rounds: readonly PassportRound[]): YearRecord[] {
  const years = new Map<string, PassportRound[]>();
  for (const round of rounds) {
    const year = round.playedAt.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push(round);
    years.set(year, list);
  }
  return [...years.entries()]
    .map(([year, list]) => ({
      year,
      rounds: list.length,
      roundIds: [...list].sort((a, b) => compareText(b.playedAt, a.playedAt)).map((round) => round.id),
    }))
    .sort((a, b) => b.rounds - a.rounds || compareText(b.year, a.year));
}

export interface CourseCountRecord {
  courseId: string;
  rounds: number;
  lastPlayedAt: string;
}

/** The courses played most often, top 10 (ties: the one played most recently first). */
export function mostRoundsAtOneCourse(
  rounds: readonly PassportRound[],
  limit = TOP_LIST_SIZE,
): TopList<CourseCountRecord> {
  const courses = new Map<string, CourseCountRecord>();
  for (const round of rounds) {
    const seen = courses.get(round.courseId);
    courses.set(round.courseId, {
      courseId: round.courseId,
      rounds: (seen?.rounds ?? 0) + 1,
      lastPlayedAt: seen && seen.lastPlayedAt > round.playedAt ? seen.lastPlayedAt : round.playedAt,
    });
  }
  const sorted = [...courses.values()].sort(
    (a, b) =>
      b.rounds - a.rounds ||
      compareText(b.lastPlayedAt, a.lastPlayedAt) ||
      compareText(a.courseId, b.courseId),
  );
  return topOf(sorted, (course) => course.rounds, limit);
}

export interface DayRecord {
  day: string;
  holes: number;
  rounds: number;
  courseIds: string[];
}

/** Holes played per calendar day (a 9-hole round counts 9), the top 10 days (ties: the latest first). */
export function mostHolesInOneDay(
  rounds: readonly PassportRound[],
  limit = TOP_LIST_SIZE,
): TopList<DayRecord> {
  const days = new Map<string, DayRecord>();
  for (const round of rounds) {
    const day = round.playedAt.slice(0, 10);
    let record = days.get(day);
    if (!record) {
      record = { day, holes: 0, rounds: 0, courseIds: [] };
      days.set(day, record);
    }
    record.holes += round.holes;
    record.rounds += 1;
    if (!record.courseIds.includes(round.courseId)) record.courseIds.push(round.courseId);
  }
  const sorted = [...days.values()].sort((a, b) => b.holes - a.holes || compareText(b.day, a.day));
  return topOf(sorted, (day) => day.holes, limit);
}
