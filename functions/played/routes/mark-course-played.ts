import { markPlayedSchema, type MarkPlayedResponse } from '#shared/played/played-mark';
import { earnsAchievements } from '../../achievements/after-write';
import { inWords } from '../../lib/domain-errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { markCoursePlayed } from '../played-repository';
import { playedCourseIdOf, playedWords } from './played-params';

/**
 * PUT /api/played-courses/{courseId} {year?, before2000?, note?}: marks the course played without a round
 * (docs/product-rules.md#played-without-a-round); 201 with the new mark, 200 with a mark changed (the year,
 * the note). 404 for an unknown course.
 */
export const markPlayed: SessionRoute = {
  auth: 'session',
  // A course played counts toward the course, country and venue achievements.
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = playedCourseIdOf(event);
    const input = parseJsonBody(event, markPlayedSchema);
    const result: MarkPlayedResponse = await inWords(
      markCoursePlayed(session.userId, courseId, input),
      playedWords,
    );
    return json(result.created ? 201 : 200, result);
  },
};
