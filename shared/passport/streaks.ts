/**
 * Consecutive days and weeks played (the Passport's record tiles, docs/passport.md). Dates are the golfer's
 * calendar days (YYYY-MM-DD), turned into whole day numbers in UTC, so a daylight-saving change or a year end
 * is just the next day: no clock time is ever involved.
 */
export interface Streak {
  length: number;
  /** The first and the last day played in the streak. */
  from: string | null;
  to: string | null;
}

export interface StreakFigures {
  /** The longest streak; when several are as long, the latest (`longestTimes` says how many there are). */
  longest: Streak;
  longestTimes: number;
  /** The streak still alive: it includes today or yesterday (this week or last week for weeks). */
  current: Streak;
}

const DAY_MS = 86_400_000;
const EMPTY: Streak = { length: 0, from: null, to: null };

/**
 * Days since 1970-01-01 of a YYYY-MM-DD day (NaN when it is not one), by the civil-calendar formula: parsing
 * a Date per round costs more than the whole passport's other figures.
 */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return Number.NaN;
  const month = Number(match[2]);
  const date = Number(match[3]);
  if (month < 1 || month > 12 || date < 1 || date > 31) return Number.NaN;
  const year = Number(match[1]) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO week index (weeks start on Monday): 1970-01-01 was a Thursday, so day 0 is in week 0 with day -3. */
export function weekNumber(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** Runs of consecutive units over sorted distinct unit numbers, each with its first and last played day. */
function runsOf(
  units: Map<number, { first: number; last: number }>,
): { from: number; to: number; length: number; endUnit: number }[] {
  const sorted = [...units.keys()].sort((a, b) => a - b);
  const runs: { from: number; to: number; length: number; endUnit: number }[] = [];
  for (const unit of sorted) {
    const days = units.get(unit);
    if (!days) continue;
    const previous = runs.at(-1);
    if (previous && previous.endUnit === unit - 1) {
      previous.length += 1;
      previous.endUnit = unit;
      previous.to = days.last;
    } else {
      runs.push({ from: days.first, to: days.last, length: 1, endUnit: unit });
    }
  }
  return runs;
}

function figures(
  playedDays: readonly string[],
  unitOf: (day: number) => number,
  today: string,
): StreakFigures {
  const units = new Map<number, { first: number; last: number }>();
  for (const text of playedDays) {
    const day = dayNumber(text);
    if (Number.isNaN(day)) continue;
    const unit = unitOf(day);
    const seen = units.get(unit);
    units.set(
      unit,
      seen ? { first: Math.min(seen.first, day), last: Math.max(seen.last, day) } : { first: day, last: day },
    );
  }
  const runs = runsOf(units);
  if (runs.length === 0) return { longest: EMPTY, longestTimes: 0, current: EMPTY };
  // The longest run; among equals, the latest.
  const longestRun = runs.reduce((best, run) => (run.length >= best.length ? run : best));
  const last = runs.at(-1);
  const todayUnit = unitOf(dayNumber(today));
  const toStreak = (run: { from: number; to: number; length: number }): Streak => ({
    length: run.length,
    from: dayString(run.from),
    to: dayString(run.to),
  });
  return {
    longest: toStreak(longestRun),
    longestTimes: runs.filter((run) => run.length === longestRun.length).length,
    current: last && last.endUnit >= todayUnit - 1 && last.endUnit <= todayUnit ? toStreak(last) : EMPTY,
  };
}

/** Consecutive calendar days with at least one round; two rounds on one day are one day. */
export function consecutiveDays(playedDays: readonly string[], today: string): StreakFigures {
  return figures(playedDays, (day) => day, today);
}

/** Consecutive ISO weeks (Monday to Sunday) with at least one round. */
export function consecutiveWeeks(playedDays: readonly string[], today: string): StreakFigures {
  return figures(playedDays, weekNumber, today);
}
