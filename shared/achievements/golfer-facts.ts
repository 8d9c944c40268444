import { MAJOR_CHAMPIONSHIP_EVENTS, playedEditions } from '../courses/championships';
import { architectNameKey } from '../rounds/architect-options';
import { bestRound, scoreSummary, type BestScore, type ScoreCount } from '../rounds/stats';
import type { Championship } from '../schemas/course';
import { continentOf } from '../geo/continents';
import { consecutiveDays, dayNumber } from '../passport/streaks';
import type { PassportRound } from '../passport/types';

/**
 * What the achievement rules read about one golfer: the running totals and links their writes keep (never
 * their rounds one by one), so a golfer with thousands of rounds is judged as fast as one with five.
 */
export interface PlayedCourseFacts {
  courseId: string;
  country: string;
  /** The architects the golfer's rounds there count for (the latest override, else the course's own). */
  architects: readonly string[];
  championships: readonly Championship[];
  roundCount: number;
  /** The course is on the golfer's bucket list too. */
  onBucketList: boolean;
  /**
   * The day (YYYY-MM-DD) it was put on the bucket list, or null: only a round played on or after it ticks the
   * course off the list (a course played first and listed afterwards was never a dream fulfilled).
   */
  bucketListSince: string | null;
  /** The catalog collections the course belongs to (their ids); absent when not read. */
  collections?: readonly string[];
}

/** One round as its course link's digest keeps it: enough to replay the golfer's rounds in the order played. */
export type FactRound = Pick<PassportRound, 'id' | 'courseId' | 'playedAt' | 'holes' | 'score' | 'par'>;

export interface GolferFacts {
  /** Today, YYYY-MM-DD (UTC): the pace of recommendations is measured up to it. */
  today: string;
  /** When the golfer joined (the profile's createdAt). */
  memberSince: string;
  scoreCounts: readonly ScoreCount[];
  playedCourses: readonly PlayedCourseFacts[];
  /** Rounds per day played, YYYY-MM-DD to count. */
  roundDays: Readonly<Record<string, number>>;
  /**
   * Every round, from the digests its course link keeps (functions/passport/passport-totals.ts): read only to
   * date an unlock by the round that first crossed its line in the order played (./unlock-dates.ts).
   */
  rounds: readonly FactRound[];
  ratingsGiven: number;
  storiesShared: number;
  ghinNumber: string | null;
  /** GHIN's index when synced, else the handicap the golfer entered. */
  handicapIndex: number | null;
  leaderboardOptIn: boolean;
  eventReservations: number;
  /**
   * The size of each catalog collection a played course belongs to (shared/collections/membership.ts), by
   * list id: a collection is completed when the golfer has played as many of its courses. Absent: none counted.
   */
  collectionSizes?: Readonly<Record<string, number>>;
}

/** The figures the rules compare with their thresholds, derived once per evaluation. */
export interface GolferFigures {
  totalRounds: number;
  /** The lowest 18-hole score, or null (the Breaking lines: a raw number of strokes). */
  bestEighteen: number | null;
  /**
   * The Best Score every screen shows (bestRound: the 18-hole round furthest under its own par, a nine only
   * without any 18), or null.
   */
  bestRound: BestScore | null;
  coursesPlayed: number;
  countries: ReadonlySet<string>;
  continents: ReadonlySet<string>;
  /** Distinct architects (by name key) to the number of their courses played. */
  architectCourses: ReadonlyMap<string, number>;
  /** Played courses that hosted each major event (MAJOR_CHAMPIONSHIP_EVENTS), by event. */
  venuesByEvent: ReadonlyMap<string, number>;
  /** Played courses that hosted any major or Ryder Cup. */
  championshipVenues: number;
  mostRoundsAtOneCourse: number;
  bucketListTicks: number;
  longestDailyStreak: number;
  /** The most holes played on one calendar day (a 9-hole round counts 9), as the Passport's record. */
  mostHolesInOneDay: number;
  mostRoundsInOneYear: number;
  /** The most distinct months played in one calendar year. */
  mostMonthsInOneYear: number;
  /** Rounds and distinct months of the current calendar year (today's): progress toward a year's goal. */
  roundsThisYear: number;
  monthsThisYear: number;
  ratingsGiven: number;
  storiesShared: number;
  hasGhin: boolean;
  handicapIndex: number | null;
  leaderboardOptIn: boolean;
  eventReservations: number;
  collectionsCompleted: number;
  memberSince: string;
  /** Months since the first round (at least 1), the denominator of the golfer's pace. */
  monthsActive: number;
}

/**
 * The longest run of consecutive calendar days with at least one round: the passport's Consecutive Days
 * Played record (shared/passport/streaks.ts), so the achievement and the tile never disagree.
 */
export function longestDailyStreak(days: readonly string[], today: string): number {
  return consecutiveDays(days, today).longest.length;
}

function yearFigures(roundDays: Readonly<Record<string, number>>, thisYear: string) {
  const roundsByYear = new Map<string, number>();
  const monthsByYear = new Map<string, Set<string>>();
  for (const [day, count] of Object.entries(roundDays)) {
    if (count <= 0) continue;
    const year = day.slice(0, 4);
    roundsByYear.set(year, (roundsByYear.get(year) ?? 0) + count);
    monthsByYear.set(year, (monthsByYear.get(year) ?? new Set()).add(day.slice(5, 7)));
  }
  return {
    mostRoundsInOneYear: Math.max(0, ...roundsByYear.values()),
    mostMonthsInOneYear: Math.max(0, ...[...monthsByYear.values()].map((months) => months.size)),
    roundsThisYear: roundsByYear.get(thisYear) ?? 0,
    monthsThisYear: monthsByYear.get(thisYear)?.size ?? 0,
  };
}

/** Holes per calendar day from the rounds (a 9-hole round counts 9), the busiest day's. */
function mostHolesInOneDay(rounds: readonly FactRound[]): number {
  const holesByDay = new Map<string, number>();
  for (const round of rounds) {
    holesByDay.set(round.playedAt, (holesByDay.get(round.playedAt) ?? 0) + round.holes);
  }
  return Math.max(0, ...holesByDay.values());
}

/** Courses ticked off the bucket list: on it, with a round there played on or after the day it was listed. */
function bucketListTicks(facts: GolferFacts): number {
  const ticked = new Set<string>();
  const since = new Map(
    facts.playedCourses
      .filter((course) => course.onBucketList && course.bucketListSince !== null)
      .map((course) => [course.courseId, course.bucketListSince ?? '']),
  );
  for (const round of facts.rounds) {
    const listed = since.get(round.courseId);
    if (listed !== undefined && round.playedAt >= listed) ticked.add(round.courseId);
  }
  return ticked.size;
}

function monthsBetween(from: string, to: string): number {
  return Math.max(1, (dayNumber(to) - dayNumber(from)) / 30.44);
}

/** The catalog collections whose every course the golfer has played (a course counts once per list). */
function collectionsCompleted(facts: GolferFacts): number {
  const sizes = facts.collectionSizes;
  if (!sizes) return 0;
  const played = new Map<string, number>();
  for (const course of facts.playedCourses) {
    for (const id of new Set(course.collections ?? [])) played.set(id, (played.get(id) ?? 0) + 1);
  }
  return [...played].filter(([id, count]) => (sizes[id] ?? 0) > 0 && count >= (sizes[id] ?? 0)).length;
}

export function deriveFigures(facts: GolferFacts): GolferFigures {
  const thisYear = Number(facts.today.slice(0, 4));
  const countries = new Set<string>();
  const continents = new Set<string>();
  const architectCourses = new Map<string, number>();
  const venuesByEvent = new Map<string, number>();
  let championshipVenues = 0;
  let mostRoundsAtOneCourse = 0;
  for (const course of facts.playedCourses) {
    const country = course.country.trim();
    if (country !== '') countries.add(country.toLowerCase());
    // The continent of the map's filter (shared/geo): from the country's ISO code, never from its name.
    const continent = continentOf(country);
    if (continent !== 'other') continents.add(continent);
    for (const key of new Set(course.architects.map(architectNameKey))) {
      if (key === '' || key === 'unknown' || key === 'other') continue;
      architectCourses.set(key, (architectCourses.get(key) ?? 0) + 1);
    }
    const hosted = new Set(
      course.championships
        .filter((championship) => MAJOR_CHAMPIONSHIP_EVENTS.includes(championship.event))
        .filter((championship) => playedEditions(championship, thisYear) > 0)
        .map((championship) => championship.event),
    );
    for (const event of hosted) venuesByEvent.set(event, (venuesByEvent.get(event) ?? 0) + 1);
    if (hosted.size > 0) championshipVenues += 1;
    mostRoundsAtOneCourse = Math.max(mostRoundsAtOneCourse, course.roundCount);
  }
  const playedDays = Object.keys(facts.roundDays).filter((day) => (facts.roundDays[day] ?? 0) > 0);
  const firstDay = playedDays.reduce<string | undefined>(
    (a, b) => (a === undefined || b < a ? b : a),
    undefined,
  );
  const eighteenHoleScores = facts.scoreCounts
    .filter((count) => count.holes === 18 && count.count > 0)
    .map((count) => count.score);
  return {
    totalRounds: scoreSummary(facts.scoreCounts).totalRounds,
    bestEighteen: eighteenHoleScores.length > 0 ? Math.min(...eighteenHoleScores) : null,
    bestRound: bestRound(facts.scoreCounts.filter((count) => count.count > 0)),
    coursesPlayed: facts.playedCourses.length,
    countries,
    continents,
    architectCourses,
    venuesByEvent,
    championshipVenues,
    mostRoundsAtOneCourse,
    bucketListTicks: bucketListTicks(facts),
    longestDailyStreak: longestDailyStreak(playedDays, facts.today),
    mostHolesInOneDay: mostHolesInOneDay(facts.rounds),
    ...yearFigures(facts.roundDays, facts.today.slice(0, 4)),
    ratingsGiven: facts.ratingsGiven,
    storiesShared: facts.storiesShared,
    hasGhin: facts.ghinNumber !== null && facts.ghinNumber !== '',
    handicapIndex: facts.handicapIndex,
    leaderboardOptIn: facts.leaderboardOptIn,
    eventReservations: facts.eventReservations,
    collectionsCompleted: collectionsCompleted(facts),
    memberSince: facts.memberSince,
    monthsActive: firstDay ? monthsBetween(firstDay, facts.today) : 1,
  };
}

/** The number of the golfer's played courses by one architect (by name key: "A.W. Tillinghast" matches). */
export function coursesBy(figures: GolferFigures, architect: string): number {
  return figures.architectCourses.get(architectNameKey(architect)) ?? 0;
}
