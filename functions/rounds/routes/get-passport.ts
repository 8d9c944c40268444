import { chooseHome } from '../../../shared/passport/distance';
import { computePassport } from '../../../shared/passport/compute-passport';
import { lookupCentroid } from '../../../shared/geo/centroids';
import { passportQuerySchema, type Passport } from '../../../shared/schemas/passport';
import { getPassportCourses, listCourseLinks, listPassportRounds } from '../../data/passport-repository';
import { listRankedCourseIds } from '../../data/rankings-repository';
import { getUserById } from '../../data/users-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/passport: every tile of the Passport page (issue 16), computed from the golfer's rounds,
 * course links and bucket list with the catalog's facts (shared/passport), for the golfer's own `today`
 * (current streaks end on it). Four reads in parallel, then the
 * courses involved in batches; no input but the session.
 */
export const getPassport: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { today } = parseQuery(event, passportQuerySchema);
    const [rounds, links, user, rankedIds] = await Promise.all([
      listPassportRounds(session.userId),
      listCourseLinks(session.userId),
      getUserById(session.userId),
      listRankedCourseIds(),
    ]);
    const bucketListIds = links.filter((link) => link.bucketList).map((link) => link.courseId);
    const homeCourseId = user?.homeCourseId ?? null;
    const courseIds = new Set([...rounds.map((round) => round.courseId), ...bucketListIds]);
    if (homeCourseId) courseIds.add(homeCourseId);
    const courses = await getPassportCourses([...courseIds]);

    const homeCourse = homeCourseId ? courses.get(homeCourseId) : undefined;
    const city = user?.city
      ? lookupCentroid({ city: user.city, state: user.state, country: user.country ?? '' })
      : undefined;
    const home = chooseHome(
      homeCourse?.latitude != null && homeCourse.longitude != null
        ? { name: homeCourse.name, latitude: homeCourse.latitude, longitude: homeCourse.longitude }
        : null,
      city && user?.city ? { name: user.city, latitude: city.latitude, longitude: city.longitude } : null,
    );
    // The home course is only a point to measure from: it is not a destination unless played or wished for.
    if (
      homeCourseId &&
      !rounds.some((round) => round.courseId === homeCourseId) &&
      !bucketListIds.includes(homeCourseId)
    ) {
      courses.delete(homeCourseId);
    }
    const passport: Passport = computePassport({
      rounds,
      courses,
      architectNotes: new Map(links.map((link) => [link.courseId, link.architectNotes])),
      bucketListIds,
      rankedCourseIds: rankedIds.length > 0 ? new Set(rankedIds) : null,
      home,
      today: today ?? new Date().toISOString().slice(0, 10),
    });
    return json(200, passport);
  },
};
