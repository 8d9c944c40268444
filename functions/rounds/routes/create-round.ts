import { earnsAchievements } from '../../achievements/after-write';
import { ulid } from 'ulid';
import { createRoundBodySchema } from '#shared/schemas/round';
import { COURSE_NOT_FOUND_MESSAGE, getCourseById } from '../../courses/courses-repository';
import { buildStoredRound } from '../build-round';
import { writeRound } from '../write/write-round';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { afterWrite, json } from '../../lib/http/responses';
import {
  dropAttachedPhoto,
  keepAttachedPhoto,
  photoRequestOf,
  preparePhoto,
  type PhotoChange,
} from '../round-photo';
import { withCourses } from '../round-views';
import { readIdempotencyKey, replayCreatedRound, roundIdForKey } from '../idempotent-create';

/**
 * POST /api/rounds: logs a round for the signed-in golfer (a userId in the body is dropped; its photo checked).
 * With an `Idempotency-Key` (a device's outbox) the round's id is derived from the golfer and the key
 * (`roundIdForKey`; never the key itself, docs/data-model.md pattern 19a), so a retry answers the round
 * already created instead of logging a second one.
 */
export const createRound: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const input = parseJsonBody(event, createRoundBodySchema);
    const key = readIdempotencyKey(event);
    if (key) {
      const replay = await replayCreatedRound(session.userId, key, input);
      if (replay) return replay;
    }
    const photoRequest = photoRequestOf(session.userId, input.imageUrl);
    const course = await getCourseById(input.courseId);
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    let photo: PhotoChange;
    try {
      photo = await preparePhoto(photoRequest, null);
    } catch (error) {
      // The same round sent twice at once (a device's outbox): the other send may have taken the upload.
      const replay =
        key && error instanceof BadRequestError && (await replayCreatedRound(session.userId, key, input));
      if (replay) return replay;
      throw error;
    }
    const round = buildStoredRound(
      {
        ...input,
        id: key ? roundIdForKey(session.userId, key) : ulid(),
        userId: session.userId,
        courseId: course.id,
        imageUrl: photo.path ?? null,
      },
      { coursePar: course.par },
    );
    try {
      await writeRound(undefined, round);
    } catch (error) {
      await dropAttachedPhoto(photo);
      // Two sends of one key racing: the loser's conditional Put failed, and the winner's round is the answer.
      const replay =
        key && error instanceof ConflictError && (await replayCreatedRound(session.userId, key, input));
      if (replay) return replay;
      throw error;
    }
    await keepAttachedPhoto(photo);
    const [created] = await withCourses([round]);
    // What the round's own rounds decide is dated by the order played; anything else it crossed (a rating,
    // a shared story with it) happened today.
    return afterWrite(json(201, created), { roundId: round.id, roundsFrom: round.playedAt });
  },
};
