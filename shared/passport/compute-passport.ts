import { bestRound, computeArchitectStats, scoredBest, type PlayedCourse } from '../rounds/stats';
import { placeLine } from '../geo/place-line';
import { compareText } from './compare';
import { mapStatusOf } from '../schemas/course-map';
import type { Destination, Passport, PassportRoundRef } from '../schemas/passport';
import { averageOfKnown } from './averages';
import { hasFact, hostedEvent, VENUE_TILES } from './course-facts';
import { milesTraveled, type Home } from './distance';
import { citiesVisited, countriesVisited, statesVisited } from './places';
import { mostHolesInOneDay, mostRoundsAtOneCourse, roundsByYear } from './records';
import { consecutiveDays, consecutiveWeeks } from './streaks';
import { timeZoneGroups } from './time-zones';
import type { PassportCourse, PassportRound } from './types';

/**
 * The Total Rounds dialog lists this many rounds, then "... and N more rounds"
 * (docs/product-rules.md#passport).
 */
export const TOTAL_ROUNDS_LISTED = 10;
/**
 * A year entry of Most Rounds in a Year lists this many rounds, then "+N more"
 * (docs/product-rules.md#passport).
 */
export const YEAR_ROUNDS_LISTED = 5;

/** A course with what its card and details dialog show beyond the passport's facts. */
export interface DestinationCourse extends PassportCourse {
  par: number;
  yardage: number | null;
  imageUrl: string | null;
  scorecardUrl: string | null;
  description: string | null;
  userRating: number;
}

export interface PassportInput {
  rounds: readonly PassportRound[];
  /** The courses of the rounds and of the bucket list, by id (a course since removed is simply absent). */
  courses: ReadonlyMap<string, DestinationCourse>;
  /** The architects the golfer named on their rounds, per played course (the course links keep them). */
  architectNotes: ReadonlyMap<string, PlayedCourse['architectNotes']>;
  bucketListIds: readonly string[];
  /**
   * Courses the golfer marked played without a round (docs/product-rules.md#played-without-a-round): they
   * count wherever a course counts (courses played, places, the course tiles, miles) and never where a score
   * or a date of play does. A course with rounds too counts once, as played by its rounds.
   */
  markedCourseIds?: readonly string[];
  /** Ids on the operator's imported ranking lists; null when no list is loaded. */
  rankedCourseIds: ReadonlySet<string> | null;
  home: Home;
  /** YYYY-MM-DD. */
  today: string;
}

const byLatest = (a: PassportRound, b: PassportRound) =>
  compareText(b.playedAt, a.playedAt) || compareText(b.id, a.id);

function roundRef(round: PassportRound): PassportRoundRef {
  const { id, courseId, score, par, holes, playedAt, roundType } = round;
  return { id, courseId, score, par, holes, playedAt, roundType };
}

/** Every tile of the passport from plain inputs (see docs/passport.md for each rule). */
export function computePassport(input: PassportInput): Passport {
  const rounds = [...input.rounds].sort(byLatest);
  const thisYear = Number(input.today.slice(0, 4));

  // The latest round at each course decides its type (a round's course-type override wins over the course's).
  const latestByCourse = new Map<string, PassportRound>();
  const roundCounts = new Map<string, number>();
  for (const round of rounds) {
    if (!latestByCourse.has(round.courseId)) latestByCourse.set(round.courseId, round);
    roundCounts.set(round.courseId, (roundCounts.get(round.courseId) ?? 0) + 1);
  }
  const marked = new Set(input.markedCourseIds ?? []);
  const played: DestinationCourse[] = [];
  for (const courseId of new Set([...latestByCourse.keys(), ...marked])) {
    const course = input.courses.get(courseId);
    if (course) played.push(course);
  }
  const isPlayed = (courseId: string) => latestByCourse.has(courseId) || marked.has(courseId);
  const typeOf = (course: PassportCourse) =>
    latestByCourse.get(course.id)?.roundCourseType ?? course.courseType;
  const playedIds = (test: (course: DestinationCourse) => boolean) =>
    played.filter(test).map((course) => course.id);

  const destinations: Destination[] = [];
  const bucket = new Set(input.bucketListIds);
  for (const course of input.courses.values()) {
    const roundCount = roundCounts.get(course.id) ?? 0;
    if (roundCount === 0 && !marked.has(course.id) && !bucket.has(course.id)) continue;
    destinations.push({
      id: course.id,
      name: course.name,
      location: placeLine(course.city, course.state, course.country),
      city: course.city,
      state: course.state,
      country: course.country,
      courseType: typeOf(course),
      par: course.par,
      yardage: course.yardage,
      latitude: course.latitude,
      longitude: course.longitude,
      architect: course.architects.length > 0 ? course.architects.join(', ') : null,
      architects: [...course.architects],
      architectYear: course.architectYear,
      exclusivityRating: course.exclusivityRating,
      courseRating: course.courseRating,
      slopeRating: course.slopeRating,
      userRating: course.userRating,
      imageUrl: course.imageUrl,
      scorecardUrl: course.scorecardUrl,
      description: course.description,
      settings: [...course.settings],
      timeZone: course.timeZone,
      status: isPlayed(course.id) ? 'played' : 'wishlist',
      playedWithoutRound: roundCount === 0 && marked.has(course.id),
      roundCount,
      lastPlayedAt: latestByCourse.get(course.id)?.playedAt ?? null,
    });
  }

  const eighteen = rounds.filter((round) => round.holes === 18);
  const averageScore =
    eighteen.length === 0
      ? null
      : Math.round((eighteen.reduce((sum, round) => sum + round.score, 0) / eighteen.length) * 10) / 10;
  // The dashboard's, the profile's and Round History's rule: the best 18-hole round against its own par (a
  // nine only when there is no 18), so that every screen shows a golfer one best score.
  const best = bestRound(rounds);
  const countries = countriesVisited(played);
  const days = rounds.map((round) => round.playedAt);
  const mostAtOneCourse = mostRoundsAtOneCourse(rounds);
  const mostInOneDay = mostHolesInOneDay(rounds);
  // Average Course Rating and Slope: the catalog's figure, else the one the golfer gave on their latest
  // round there that has it (the tee they played, from the scorecard).
  const givenOnRounds = (pick: (round: PassportRound) => number | null | undefined) => {
    const given = new Map<string, number>();
    for (const round of rounds) {
      const value = pick(round);
      if (value != null && value > 0 && !given.has(round.courseId)) given.set(round.courseId, value);
    }
    return given;
  };
  const ratingGiven = givenOnRounds((round) => round.courseRating);
  const slopeGiven = givenOnRounds((round) => round.slopeRating);
  const catalogElseGiven = (published: number | null, given: number | undefined) =>
    published !== null && published > 0 ? published : (given ?? null);
  const averageOf = (value: (course: DestinationCourse) => number | null) => {
    const known = played.filter((course) => (value(course) ?? 0) > 0);
    return { ...averageOfKnown(known.map(value)), courseIds: known.map((course) => course.id) };
  };

  return {
    today: input.today,
    courses: destinations,
    rounds: {
      total: rounds.length,
      averageScore,
      latest: rounds.slice(0, TOTAL_ROUNDS_LISTED).map(roundRef),
    },
    coursesPlayed: played.map((course) => course.id),
    countries,
    citiesExplored: countries.reduce((sum, country) => sum + country.cities.length, 0),
    cities: citiesVisited(played),
    states: statesVisited(played),
    bestScore: {
      score: best?.score ?? null,
      holes: best?.holes ?? null,
      rounds: rounds.filter((round) => scoredBest(round, best)).map(roundRef),
    },
    exclusivity: averageOf((course) => course.exclusivityRating),
    courseRating: averageOf((course) => catalogElseGiven(course.courseRating, ratingGiven.get(course.id))),
    slopeRating: averageOf((course) => catalogElseGiven(course.slopeRating, slopeGiven.get(course.id))),
    top100: {
      listsLoaded: input.rankedCourseIds !== null,
      courseIds: input.rankedCourseIds
        ? playedIds((course) => input.rankedCourseIds?.has(course.id) === true)
        : [],
    },
    architects: computeArchitectStats(
      played.map((course) => ({
        courseId: course.id,
        architects: course.architects,
        architectNotes: input.architectNotes.get(course.id) ?? [],
      })),
    ),
    privateClubs: playedIds((course) => typeOf(course) === 'private'),
    // Listed and not yet played, by the map's one status rule: a listed course played counts as played.
    bucketList: input.bucketListIds.filter(
      (id) =>
        input.courses.has(id) && mapStatusOf({ played: isPlayed(id), bucketList: true }) === 'bucket-list',
    ),
    tournamentRounds: rounds.filter((round) => round.roundType === 'Tournament').map(roundRef),
    resort: playedIds((course) => typeOf(course) === 'resort'),
    desert: playedIds((course) => hasFact(course, 'desert')),
    links: playedIds((course) => hasFact(course, 'links')),
    coastal: playedIds((course) => hasFact(course, 'coastal')),
    historic: playedIds((course) => hasFact(course, 'historic')),
    timeZones: timeZoneGroups(played, thisYear),
    miles: milesTraveled(input.home, played),
    venues: Object.fromEntries(
      VENUE_TILES.map((tile) => [
        tile.key,
        playedIds((course) => hostedEvent(course, tile.events, thisYear)),
      ]),
    ) as Passport['venues'],
    records: {
      years: roundsByYear(rounds).map((year) => ({
        year: year.year,
        rounds: year.rounds,
        latest: rounds
          .filter((round) => round.playedAt.startsWith(year.year))
          .slice(0, YEAR_ROUNDS_LISTED)
          .map(roundRef),
      })),
      courses: mostAtOneCourse.top,
      coursesAtTop: mostAtOneCourse.atTop,
      days: mostInOneDay.top,
      daysAtTop: mostInOneDay.atTop,
      consecutiveDays: consecutiveDays(days, input.today),
      consecutiveWeeks: consecutiveWeeks(days, input.today),
    },
  };
}
