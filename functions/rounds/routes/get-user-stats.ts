import { computeUserStats } from '../../../shared/rounds/stats';
import type { UserStats } from '../../../shared/schemas/round';
import { getCourseItemsByIds } from '../../data/courses-repository';
import { getScoreCounts, listPlayedCourses } from '../../data/rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/stats: courses played, rounds, countries, best and average (18-hole) score, from the round
 * totals and the course links (no round is read), with the played courses' countries in batched reads.
 */
export const getUserStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const [counts, played] = await Promise.all([
      getScoreCounts(session.userId),
      listPlayedCourses(session.userId),
    ]);
    const courses = await getCourseItemsByIds(
      played.map((course) => course.courseId),
      ['country'],
    );
    const stats: UserStats = computeUserStats(
      counts,
      played.map(({ courseId }) => ({ courseId, country: String(courses.get(courseId)?.country ?? '') })),
    );
    return json(200, stats);
  },
};
