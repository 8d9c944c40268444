import { computeArchitectStats } from '#shared/rounds/stats';
import type { ArchitectStats } from '#shared/schemas/round';
import { getCourseItemsByIds } from '../../courses/courses-repository';
import { listPlayedCourses } from '../rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/architect-stats: architects by courses of theirs the golfer played, most first, from the
 * course links alone (the architects the rounds named, and the course's own as the link keeps them): one
 * Query. Links from before the links kept the course's facts read the catalog for those courses.
 */
export const getArchitectStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const played = await listPlayedCourses(session.userId);
    const missing = played.filter((course) => !course.architects).map((course) => course.courseId);
    const catalog = missing.length > 0 ? await getCourseItemsByIds(missing, ['architects']) : new Map();
    const stats: ArchitectStats = computeArchitectStats(
      played.map((course) => {
        const architects = course.architects ?? catalog.get(course.courseId)?.architects;
        return {
          courseId: course.courseId,
          architectNotes: course.architectNotes,
          architects: Array.isArray(architects) ? architects.map(String) : [],
        };
      }),
    );
    return json(200, stats);
  },
};
