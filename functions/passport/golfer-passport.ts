import { chooseHome } from '#shared/passport/distance';
import { computePassport, type DestinationCourse } from '#shared/passport/compute-passport';
import { lookupCentroid } from '#shared/geo/centroids';
import type { Passport } from '#shared/schemas/passport';
import {
  getPassportCourses,
  getProfileAndRankedIds,
  listCourseLinks,
  listPassportRounds,
} from './passport-repository';
import { toUser } from '../users/users-repository';
import type { User } from '#shared/schemas/user';

/**
 * The profile's city as a point: the one the gazetteer placed when the profile was saved, else Fescue's
 * golf-city table, else the centre of the city's state or country, named as such (never as the city).
 */
function profileCityPoint(
  profile: Record<string, unknown> | undefined,
  user: User | undefined,
): { name: string; latitude: number; longitude: number; centreOf?: string } | null {
  if (!user?.city) return null;
  const point = profile?.cityPoint as { latitude?: unknown; longitude?: unknown } | null | undefined;
  if (typeof point?.latitude === 'number' && typeof point.longitude === 'number')
    return { name: user.city, latitude: point.latitude, longitude: point.longitude };
  const found = lookupCentroid({ city: user.city, state: user.state, country: user.country ?? '' });
  if (!found) return null;
  const { latitude, longitude } = found;
  return found.precision === 'city'
    ? { name: user.city, latitude, longitude }
    : { name: user.city, latitude, longitude, centreOf: found.place };
}

/**
 * Every tile of a golfer's Passport (docs/passport.md), computed from their rounds, course links and bucket
 * list with the catalog's facts (shared/passport), for the day `today` (current streaks end on it). Two
 * requests in parallel: the course links, which carry each round's digest and each course's facts
 * (functions/passport/passport-totals.ts), and the profile with the ranked ids. Links from before those were
 * kept (scripts/migrations/passport-totals.ts fills them) are read the old way: the rounds themselves, and the
 * catalog for the courses without facts. The Passport page's read and a shared page's (functions/sharing) use
 * it alike.
 */
export async function computeGolferPassport(userId: string, today: string): Promise<Passport> {
  const [links, { profile, rankedIds }] = await Promise.all([
    listCourseLinks(userId),
    getProfileAndRankedIds(userId),
  ]);
  const user = profile ? toUser(profile) : undefined;
  const digestsComplete = links.every((link) => link.rounds.length === link.roundCount);
  const rounds = digestsComplete ? links.flatMap((link) => link.rounds) : await listPassportRounds(userId);
  const bucketListIds = links.filter((link) => link.bucketList).map((link) => link.courseId);
  const markedCourseIds = links.filter((link) => link.marked).map((link) => link.courseId);
  const homeCourseId = user?.homeCourseId ?? null;

  const courses = new Map<string, DestinationCourse>();
  for (const link of links) if (link.course) courses.set(link.course.id, link.course);
  const wanted = new Set([...rounds.map((round) => round.courseId), ...bucketListIds, ...markedCourseIds]);
  if (homeCourseId) wanted.add(homeCourseId);
  const missing = [...wanted].filter((id) => !courses.has(id));
  if (missing.length > 0)
    for (const [id, course] of await getPassportCourses(missing)) courses.set(id, course);

  const homeCourse = homeCourseId ? courses.get(homeCourseId) : undefined;
  const home = chooseHome(
    homeCourse?.latitude != null && homeCourse.longitude != null
      ? { name: homeCourse.name, latitude: homeCourse.latitude, longitude: homeCourse.longitude }
      : null,
    profileCityPoint(profile, user),
  );
  // The home course is only a point to measure from: it is not a destination unless played or wished for.
  if (
    homeCourseId &&
    !rounds.some((round) => round.courseId === homeCourseId) &&
    !markedCourseIds.includes(homeCourseId) &&
    !bucketListIds.includes(homeCourseId)
  ) {
    courses.delete(homeCourseId);
  }
  return computePassport({
    rounds,
    courses,
    architectNotes: new Map(links.map((link) => [link.courseId, link.architectNotes])),
    bucketListIds,
    markedCourseIds,
    rankedCourseIds: rankedIds,
    home,
    today,
  });
}
