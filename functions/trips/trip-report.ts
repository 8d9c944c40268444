import type { TripReport, TripReportRound } from '#shared/trips/report';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { roundsByPlayedAtPartition } from '../data/keys/round-keys';
import { queryPages } from '../data/query-pages';
import { listPlayedMarks } from '../played';
import { listPlayedCourseCountries } from '../rounds/rounds-repository';
import { tripCollections } from './trip-collections';
import type { StoredTrip } from './trips-repository';

/** The golfer's today (UTC calendar day): a trip has ended once its last day is before it. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Access pattern: the golfer's rounds played from one day to another, inclusive: one Query of their rounds
 * by date (gsi1 USER#<sub>#ROUNDS, BETWEEN on the date-led sort key), projected to what the report shows.
 */
export async function listRoundsBetween(userId: string, from: string, to: string) {
  const rounds: Omit<TripReportRound, 'courseName' | 'planned'>[] = [];
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    // '~' sorts after every ULID character, so the last day's rounds are all in.
    ExpressionAttributeValues: { ':pk': roundsByPlayedAtPartition(userId), ':from': from, ':to': `${to}#~` },
    ProjectionExpression: 'id, courseId, playedAt, score, par, holes, imageUrl',
  })) {
    for (const item of items) {
      rounds.push({
        id: String(item.id),
        courseId: String(item.courseId),
        playedAt: String(item.playedAt),
        score: Number(item.score),
        par: Number(item.par),
        holes: Number(item.holes),
        imageUrl: typeof item.imageUrl === 'string' ? item.imageUrl : null,
      });
    }
  }
  return rounds;
}

/**
 * Access pattern: the courses of the golfer's rounds before a day, one paged Query of their rounds by date
 * (gsi1, sort key below the day) projected to the course id: what "first played on the trip" is measured by.
 */
export async function listCoursesPlayedBefore(userId: string, day: string): Promise<Set<string>> {
  const courses = new Set<string>();
  for await (const items of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :day',
    ExpressionAttributeValues: { ':pk': roundsByPlayedAtPartition(userId), ':day': day },
    ProjectionExpression: 'courseId',
  })) {
    for (const item of items) courses.add(String(item.courseId));
  }
  return courses;
}

/**
 * The trip report (docs/product-rules.md#trips): every round the golfer logged on a day of the trip (at the
 * plan's courses or not: a round swapped in on the day still belongs to the trip), the courses and countries
 * first played on it (no round of theirs before its first day, no played mark), and the collections it moved along.
 */
export async function tripReport(userId: string, trip: StoredTrip, now = today()): Promise<TripReport> {
  const [rounds, roundsBefore, marks, countries, collections] = await Promise.all([
    listRoundsBetween(userId, trip.startDate, trip.endDate),
    listCoursesPlayedBefore(userId, trip.startDate),
    listPlayedMarks(userId),
    listPlayedCourseCountries(userId),
    tripCollections(userId, trip.startDate, trip.endDate),
  ]);
  // A course marked played without a round was played before, whenever that was.
  const before = new Set([...roundsBefore, ...marks.map((mark) => mark.courseId)]);
  rounds.sort((a, b) => a.playedAt.localeCompare(b.playedAt) || a.id.localeCompare(b.id));
  const courseIds = [...new Set(rounds.map((round) => round.courseId))];
  const courses = await getCourseItemsByIds(courseIds, ['name', 'country']);
  const countryOf = new Map(countries.map((course) => [course.courseId, course.country]));
  const planned = new Set(trip.stops.map((stop) => `${stop.date}|${stop.courseId}`));
  const plannedCourses = new Set(trip.stops.map((stop) => stop.courseId));
  const earlierCountries = new Set([...before].map((id) => countryOf.get(id)).filter(Boolean));
  const newCourses = courseIds
    .filter((id) => !before.has(id))
    .map((id) => ({ id, name: String(courses.get(id)?.name ?? 'A course no longer in the catalog') }));
  const newCountries = [
    ...new Set(
      courseIds
        .filter((id) => !before.has(id))
        .map((id) => countryOf.get(id) ?? String(courses.get(id)?.country ?? ''))
        .filter((country) => country !== '' && !earlierCountries.has(country)),
    ),
  ];
  return {
    ended: trip.endDate < now,
    rounds: rounds.map((round) => ({
      ...round,
      courseName:
        typeof courses.get(round.courseId)?.name === 'string'
          ? String(courses.get(round.courseId)?.name)
          : null,
      planned: planned.has(`${round.playedAt}|${round.courseId}`) || plannedCourses.has(round.courseId),
    })),
    newCourses,
    newCountries,
    collections,
  };
}
