import { earnsAchievements } from '../../achievements/after-write';
import { RATING_KEYS } from '#shared/ratings/categories';
import { ratingSubmissionSchema } from '#shared/schemas/rating';
import { ROUND_NOT_FOUND_MESSAGE, ROUND_WRITE_WORDS, roundIdParamSchema } from '#shared/schemas/round';
import { getRound, withCourses, type StoredRound } from '../../rounds/rounds-repository';
import { rateRoundCourse } from '../rate-round-course';
import { Conflict, inWords, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** Reads of the round and writes that race with another save of it are tried again this many times. */
const ATTEMPTS = 3;

/**
 * PATCH /api/rounds/{id}/rating (as JSON): rates the course of one of the golfer's rounds. The
 * nine categories, tags and comments are saved on the round and become the golfer's rating of the course
 * (the latest counts), with the course's community aggregate (../rate-round-course.ts); the draft goes.
 * Another golfer's round is not found (404). Answers the round.
 */
export const rateRound: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const { id } = parsePathParams(event, roundIdParamSchema);
    const submission = parseJsonBody(event, ratingSubmissionSchema);
    for (let attempt = 1; ; attempt += 1) {
      const previous = await getRound(session.userId, id);
      if (!previous) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);
      const next: StoredRound = {
        ...previous,
        ...Object.fromEntries(RATING_KEYS.map((key) => [key, submission[key] > 0 ? submission[key] : null])),
        ratingTags: submission.ratingTags,
        ratingComments: submission.comments,
        ratingShared: submission.shareComments,
        updatedAt: new Date().toISOString(),
      };
      let stored: StoredRound;
      try {
        stored = await inWords(rateRoundCourse(previous, next), ROUND_WRITE_WORDS);
      } catch (error) {
        // The round or the golfer's rating changed between the read and the write: read again.
        if (error instanceof Conflict && attempt < ATTEMPTS) continue;
        throw error;
      }
      const [saved] = await withCourses([stored]);
      return json(200, saved);
    }
  },
};
