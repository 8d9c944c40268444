import { computeYearInGolf, latestYear, yearsWithRounds } from '#shared/year-in-golf/compute-year';
import type { DestinationCourse } from '#shared/passport/compute-passport';
import { yearInGolfQuerySchema, type YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';
import type { FirstPlay } from '#shared/collections/progress';
import type { PassportRound } from '#shared/passport/types';
import {
  type CourseLinkFacts,
  getPassportCourses,
  getProfileAndRankedIds,
  listCourseLinks,
  listPassportRounds,
} from '../passport-repository';
import { toUser } from '../../users/users-repository';
import { collectionsAdvanced } from '../../collections/collections-advanced';
import { golferHome } from '../golfer-home';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** When the golfer first played each course they played (by a round, or a mark without a date). */
function firstPlaysOf(
  links: readonly CourseLinkFacts[],
  rounds: readonly PassportRound[],
): Map<string, FirstPlay> {
  const firstRound = new Map<string, string>();
  for (const round of rounds) {
    const seen = firstRound.get(round.courseId);
    if (seen === undefined || round.playedAt < seen) firstRound.set(round.courseId, round.playedAt);
  }
  const plays = new Map<string, FirstPlay>();
  for (const link of links) {
    if (!link.played) continue;
    plays.set(link.courseId, {
      marked: link.marked,
      firstRoundOn: firstRound.get(link.courseId)?.slice(0, 10) ?? null,
    });
  }
  return plays;
}

/**
 * GET /api/user/year-in-golf?year=YYYY (docs/product-rules.md#year-in-golf): one calendar year of the
 * golfer's golf, by the Passport's rules (shared/year-in-golf), and every year with rounds. It reads what the
 * Passport reads, once: the course links, which carry every round's digest and each course's facts, and the
 * profile (the home miles are measured from), two requests in parallel however many rounds there are. A
 * course or country is new in a year only when no earlier round reached it, so every year's rounds are
 * needed, and the links already hold them. The collections advanced (functions/collections) are given the
 * first plays from those links, so they read only the new courses' lists. No year: the latest with rounds.
 */
export const getYearInGolf: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const query = parseQuery(event, yearInGolfQuerySchema);
    const [links, { profile }] = await Promise.all([
      listCourseLinks(session.userId),
      getProfileAndRankedIds(session.userId),
    ]);
    const user = profile ? toUser(profile) : undefined;
    // Links from before the digests were kept are read the old way, as the Passport does.
    const digestsComplete = links.every((link) => link.rounds.length === link.roundCount);
    const rounds = digestsComplete
      ? links.flatMap((link) => link.rounds)
      : await listPassportRounds(session.userId);
    const year = query.year ?? latestYear(rounds, new Date().toISOString());

    const courses = new Map<string, DestinationCourse>();
    for (const link of links) if (link.course) courses.set(link.course.id, link.course);
    const homeCourseId = user?.homeCourseId ?? null;
    const markedCourseIds = links.filter((link) => link.marked).map((link) => link.courseId);
    const wanted = new Set([...rounds.map((round) => round.courseId), ...markedCourseIds]);
    if (homeCourseId) wanted.add(homeCourseId);
    const missing = [...wanted].filter((id) => !courses.has(id));
    if (missing.length > 0)
      for (const [id, course] of await getPassportCourses(missing)) courses.set(id, course);
    const home = golferHome(homeCourseId ? courses.get(homeCourseId) : undefined, profile, user);
    const figures = computeYearInGolf({ year, rounds, courses, home, markedCourseIds });
    // The lists the year's new courses moved the golfer along, from the first plays the links just gave
    // (reads only when the year has a new course: its lists and their members).
    const collections = figures
      ? await collectionsAdvanced(
          session.userId,
          `${year}-01-01`,
          `${year}-12-31`,
          firstPlaysOf(links, rounds),
        )
      : [];

    const answer: YearInGolf = {
      year,
      years: yearsWithRounds(rounds),
      figures,
      collections,
    };
    return json(200, answer);
  },
};
