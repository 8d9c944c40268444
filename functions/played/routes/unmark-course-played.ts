import { earnsAchievements } from '../../achievements/after-write';
import { inWords } from '../../lib/domain-errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { unmarkCoursePlayed } from '../played-repository';
import { playedCourseIdOf, playedWords } from './played-params';

/**
 * DELETE /api/played-courses/{courseId}: takes the mark away; a course with rounds stays played by them.
 * 404 when the course is not marked.
 */
export const unmarkPlayed: SessionRoute = {
  auth: 'session',
  // A course no longer played may take away what it earned.
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = playedCourseIdOf(event);
    await inWords(unmarkCoursePlayed(session.userId, courseId), playedWords);
    return json(200, { deleted: true, courseId });
  },
};
