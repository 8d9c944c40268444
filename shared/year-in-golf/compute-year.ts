import { bestRound, scoredBest } from '../rounds/stats';
import { compareText } from '../passport/compare';
import { milesTraveled, type Home } from '../passport/distance';
import { mostRoundsAtOneCourse } from '../passport/records';
import type { PassportCourse, PassportRound } from '../passport/types';
import type { YearCourse, YearFigures } from './year-in-golf-schema';

/**
 * The year in golf (docs/product-rules.md#year-in-golf): one calendar year of a golfer's rounds, from the
 * same inputs as the Passport (every round's digest and the facts of its course), so that a year's miles,
 * best round and countries follow the Passport's rules to the letter. Pure: the passport Lambda calls it,
 * the units check it on rounds whose figures were worked out by hand.
 */

export type YearCourseFacts = Pick<
  PassportCourse,
  'id' | 'name' | 'city' | 'state' | 'country' | 'latitude' | 'longitude'
>;

export interface YearInput {
  year: number;
  /** All the golfer's rounds, every year: a course or country is new only if no earlier round reached it. */
  rounds: readonly PassportRound[];
  /** The courses of those rounds by id (a course since removed is absent: its rounds still count). */
  courses: ReadonlyMap<string, YearCourseFacts>;
  home: Home;
  /**
   * Courses the golfer marked played without a round (docs/product-rules.md#played-without-a-round): played
   * on a day not recorded, so before any year. Neither they nor their countries are new in a year.
   */
  markedCourseIds?: readonly string[];
}

/** The day a marked course counts as first played: before every round's. */
const UNDATED = '0000-00-00';

const yearOf = (round: PassportRound) => Number(round.playedAt.slice(0, 4));
/** Countries compared as the Passport's places are: without case or surrounding spaces. */
const countryKey = (country: string) => country.trim().toLowerCase();

/** Every year with rounds and its round count, latest first. */
export function yearsWithRounds(rounds: readonly PassportRound[]): { year: number; rounds: number }[] {
  const counts = new Map<number, number>();
  for (const round of rounds) {
    const year = yearOf(round);
    if (Number.isInteger(year)) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([year, count]) => ({ year, rounds: count }))
    .sort((a, b) => b.year - a.year);
}

/** The year the page opens on without one named: the latest with rounds, else the current one. */
export function latestYear(rounds: readonly PassportRound[], today: string): number {
  return yearsWithRounds(rounds)[0]?.year ?? Number(today.slice(0, 4));
}

/** The figures of `input.year`; null when the golfer logged no round in it. */
export function computeYearInGolf(input: YearInput): YearFigures | null {
  const yearRounds = input.rounds
    .filter((round) => yearOf(round) === input.year)
    .sort((a, b) => compareText(a.playedAt, b.playedAt) || compareText(a.id, b.id));
  if (yearRounds.length === 0) return null;

  // The first day each course and each country was played, over every year.
  const firstAtCourse = new Map<string, string>();
  const firstInCountry = new Map<string, string>();
  const plays = [
    ...(input.markedCourseIds ?? []).map((courseId) => ({ courseId, playedAt: UNDATED })),
    ...input.rounds,
  ];
  for (const round of plays) {
    const seen = firstAtCourse.get(round.courseId);
    if (seen === undefined || round.playedAt < seen) firstAtCourse.set(round.courseId, round.playedAt);
    const country = input.courses.get(round.courseId)?.country ?? '';
    if (countryKey(country) === '') continue;
    const first = firstInCountry.get(countryKey(country));
    if (first === undefined || round.playedAt < first)
      firstInCountry.set(countryKey(country), round.playedAt);
  }
  const inYear = (day: string | undefined) => day !== undefined && Number(day.slice(0, 4)) === input.year;

  const roundsAt = new Map<string, number>();
  for (const round of yearRounds) roundsAt.set(round.courseId, (roundsAt.get(round.courseId) ?? 0) + 1);
  const courses: YearCourse[] = [];
  for (const [courseId, count] of roundsAt) {
    const course = input.courses.get(courseId);
    if (!course) continue;
    courses.push({
      id: course.id,
      name: course.name,
      city: course.city,
      state: course.state,
      country: course.country,
      latitude: course.latitude,
      longitude: course.longitude,
      rounds: count,
      isNew: inYear(firstAtCourse.get(courseId)),
    });
  }
  courses.sort((a, b) => b.rounds - a.rounds || a.name.localeCompare(b.name) || compareText(a.id, b.id));
  // yearRounds run in date order, and roundsAt kept the order each course was first met in the year.
  const newCourseIds = [...roundsAt.keys()].filter((id) => courses.find((c) => c.id === id)?.isNew);

  const countries = new Map<string, { country: string; courseIds: string[]; isNew: boolean }>();
  // Courses in the order first played in the year, so a country is spelt as its first course of the year has it.
  for (const courseId of roundsAt.keys()) {
    const course = courses.find((c) => c.id === courseId);
    if (!course) continue;
    const key = countryKey(course.country);
    if (key === '') continue;
    const entry = countries.get(key) ?? {
      country: course.country.trim(),
      courseIds: [],
      isNew: inYear(firstInCountry.get(key)),
    };
    entry.courseIds.push(course.id);
    countries.set(key, entry);
  }
  const countryList = [...countries.values()].sort(
    (a, b) => b.courseIds.length - a.courseIds.length || a.country.localeCompare(b.country),
  );

  const miles = milesTraveled(input.home, courses);
  const best = bestRound(yearRounds);
  const known = yearRounds.filter((round) => input.courses.has(round.courseId));
  const mostAtOneCourse = mostRoundsAtOneCourse(known, 1);
  const most = mostAtOneCourse.top[0];

  return {
    rounds: yearRounds.length,
    holes: yearRounds.reduce((sum, round) => sum + round.holes, 0),
    courses,
    newCourseIds,
    countries: countryList,
    newCountries: countryList.filter((entry) => entry.isNew).map((entry) => entry.country),
    miles: {
      miles: miles.miles,
      kilometres: miles.kilometres,
      home: { source: miles.home.source, label: miles.home.label },
      coursesWithoutPosition: miles.coursesWithoutPosition,
    },
    bestRound: best && {
      ...best,
      rounds: yearRounds
        .filter((round) => scoredBest(round, best))
        .map(({ id, courseId, score, par, holes, playedAt, roundType }) => ({
          id,
          courseId,
          score,
          par,
          holes,
          playedAt,
          roundType,
        })),
    },
    mostPlayed: most
      ? { courseId: most.courseId, rounds: most.rounds, tiedWith: mostAtOneCourse.atTop - 1 }
      : null,
  };
}
