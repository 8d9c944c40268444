import { computeArchitectStats } from '../../../shared/rounds/stats';
import type { ArchitectStats } from '../../../shared/schemas/round';
import { getCourseItemsByIds } from '../../data/courses-repository';
import { listPlayedCourses } from '../../data/rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/architect-stats: architects by courses of theirs the golfer played, most first, from the
 * course links (with the architects the rounds named) and the courses' own architects.
 */
export const getArchitectStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const played = await listPlayedCourses(session.userId);
    const courses = await getCourseItemsByIds(
      played.map((course) => course.courseId),
      ['architects'],
    );
    const stats: ArchitectStats = computeArchitectStats(
      played.map((course) => {
        const architects = courses.get(course.courseId)?.architects;
        return { ...course, architects: Array.isArray(architects) ? architects.map(String) : [] };
      }),
    );
    return json(200, stats);
  },
};
