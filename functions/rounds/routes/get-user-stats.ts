import { computeUserStats } from '#shared/rounds/stats';
import type { UserStats } from '#shared/schemas/round';
import { getScoreCounts, listPlayedCourseCountries } from '../rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/stats: courses played, rounds, countries, best and average (18-hole) score, from the round
 * totals and the course links' countries (no round and no course is read): two requests in parallel.
 */
export const getUserStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const [counts, played] = await Promise.all([
      getScoreCounts(session.userId),
      listPlayedCourseCountries(session.userId),
    ]);
    const stats: UserStats = computeUserStats(counts, played);
    return json(200, stats);
  },
};
