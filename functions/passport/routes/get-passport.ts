import { computePassport, type DestinationCourse } from '#shared/passport/compute-passport';
import { passportQuerySchema, type Passport } from '#shared/schemas/passport';
import {
  getPassportCourses,
  getProfileAndRankedIds,
  listCourseLinks,
  listPassportRounds,
} from '../passport-repository';
import { toUser } from '../../users/users-repository';
import { golferHome } from '../golfer-home';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/passport: every tile of the Passport page (docs/passport.md), computed from the golfer's
 * rounds, course links and bucket list with the catalog's facts (shared/passport), for the golfer's own
 * `today` (current streaks end on it). Two requests in parallel: the course links, which carry each round's
 * digest and each course's facts (functions/passport/passport-totals.ts), and the profile with the ranked ids.
 * Links from before those were kept (scripts/migrations/passport-totals.ts fills them) are read the old way:
 * the rounds themselves, and the catalog for the courses without facts. No input but the session.
 */
export const getPassport: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { today } = parseQuery(event, passportQuerySchema);
    const [links, { profile, rankedIds }] = await Promise.all([
      listCourseLinks(session.userId),
      getProfileAndRankedIds(session.userId),
    ]);
    const user = profile ? toUser(profile) : undefined;
    const digestsComplete = links.every((link) => link.rounds.length === link.roundCount);
    const rounds = digestsComplete
      ? links.flatMap((link) => link.rounds)
      : await listPassportRounds(session.userId);
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
    const home = golferHome(homeCourse, profile, user);
    // The home course is only a point to measure from: it is not a destination unless played or wished for.
    if (
      homeCourseId &&
      !rounds.some((round) => round.courseId === homeCourseId) &&
      !markedCourseIds.includes(homeCourseId) &&
      !bucketListIds.includes(homeCourseId)
    ) {
      courses.delete(homeCourseId);
    }
    const passport: Passport = computePassport({
      rounds,
      courses,
      architectNotes: new Map(links.map((link) => [link.courseId, link.architectNotes])),
      bucketListIds,
      markedCourseIds,
      rankedCourseIds: rankedIds,
      home,
      today: today ?? new Date().toISOString().slice(0, 10),
    });
    return json(200, passport);
  },
};
