import { computeArchitectStats } from '../../../shared/rounds/stats';
import type { ArchitectStats } from '../../../shared/schemas/round';
import { getCourseItemsByIds } from '../../data/courses-repository';
import { listRoundFacts } from '../../data/rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** GET /api/user/architect-stats: architects by courses of theirs the golfer played, most first. */
export const getArchitectStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listRoundFacts(session.userId);
    const courses = await getCourseItemsByIds(
      rounds.map((round) => round.courseId),
      ['architects', 'country'],
    );
    const stats: ArchitectStats = computeArchitectStats(
      rounds,
      [...courses.values()].map((item) => ({
        id: String(item.id),
        country: String(item.country ?? ''),
        architects: Array.isArray(item.architects) ? item.architects.map(String) : [],
      })),
    );
    return json(200, stats);
  },
};
