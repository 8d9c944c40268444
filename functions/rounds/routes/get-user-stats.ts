import { computeUserStats } from '../../../shared/rounds/stats';
import type { UserStats } from '../../../shared/schemas/round';
import { getCourseItemsByIds } from '../../data/courses-repository';
import { listRoundFacts } from '../../data/rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/user/stats: courses played, rounds, countries, best and average (18-hole) score. */
export const getUserStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listRoundFacts(session.userId);
    const courses = await getCourseItemsByIds(
      rounds.map((round) => round.courseId),
      ['country'],
    );
    const stats: UserStats = computeUserStats(
      rounds,
      [...courses.values()].map((item) => ({ id: String(item.id), country: String(item.country ?? '') })),
    );
    return json(200, stats);
  },
};
