import { ulid } from 'ulid';
import { earnsAchievements } from '../../achievements/after-write';
import { describeValidationError } from '#shared/schemas/api-error';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  idempotencyHeaderSchema,
} from '#shared/schemas/idempotency-key';
import { PHOTO_WORDS } from '#shared/schemas/photo';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round';
import { createRoundBodySchema, type CreateRound } from '#shared/schemas/round-requests';
import { getCourseById } from '../../courses/courses-repository';
import { buildStoredRound } from '../build-round';
import { derivedRoundId } from '../derived-round-id';
import { getRound, withCourses, type StoredRound } from '../rounds-repository';
import { writeRound } from '../write/write-round';
import { BadRequestError, Conflict, ConflictError, inWords, Invalid, NotFoundError } from '../../lib/errors';
import { readHeader } from '../../lib/http/headers';
import type { HttpEvent, SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { afterWrite, json, type HttpResult } from '../../lib/http/responses';
import {
  dropAttachedPhoto,
  keepAttachedPhoto,
  photoRequestOf,
  preparePhoto,
  type PhotoChange,
} from '../round-photo';

/**
 * POST /api/rounds: logs a round for the signed-in golfer (a userId in the body is dropped; its photo checked).
 * With an `Idempotency-Key` (a device's outbox) the round's id is derived from the golfer and the key
 * (`roundIdForKey`; never the key itself, docs/data-model.md pattern 19a), so a retry answers the round
 * already created instead of logging a second one.
 */
export const createRound: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  handle: (event, session) =>
    inWords(logRound(event, session.userId), { ...ROUND_WRITE_WORDS, ...PHOTO_WORDS }),
};

async function logRound(event: HttpEvent, userId: string): Promise<HttpResult> {
  const input = parseJsonBody(event, createRoundBodySchema);
  const key = readIdempotencyKey(event);
  if (key) {
    const replay = await replayCreatedRound(userId, key, input);
    if (replay) return replay;
  }
  const photoRequest = photoRequestOf(userId, input.imageUrl);
  const course = await getCourseById(input.courseId);
  if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
  let photo: PhotoChange;
  try {
    photo = await preparePhoto(photoRequest, null);
  } catch (error) {
    // The same round sent twice at once (a device's outbox): the other send may have taken the upload.
    const replay = key && error instanceof Invalid && (await replayCreatedRound(userId, key, input));
    if (replay) return replay;
    throw error;
  }
  const round = buildStoredRound(
    {
      ...input,
      id: key ? roundIdForKey(userId, key) : ulid(),
      userId,
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
    const replay = key && error instanceof Conflict && (await replayCreatedRound(userId, key, input));
    if (replay) return replay;
    throw error;
  }
  await keepAttachedPhoto(photo);
  const [created] = await withCourses([round]);
  // What the round's own rounds decide is dated by the order played; anything else it crossed (a rating,
  // a shared story with it) happened today.
  return afterWrite(json(201, created), { roundId: round.id, roundsFrom: round.playedAt });
}

/** The `Idempotency-Key` header through its shared schema: absent is undefined, malformed is a 400. */
function readIdempotencyKey(event: HttpEvent): string | undefined {
  const result = idempotencyHeaderSchema.safeParse({ key: readHeader(event, IDEMPOTENCY_KEY_HEADER) });
  if (!result.success) {
    const { message } = describeValidationError(result.error);
    throw new BadRequestError(message, { [IDEMPOTENCY_KEY_HEADER]: message });
  }
  return result.data.key;
}

/**
 * The id of the round a golfer's `Idempotency-Key` creates: derived from the golfer and the key, never the
 * key itself. The key comes from the client, and a round's id is also its community story's key
 * (`STORY#<round id>`, global): were the key the id, a golfer could send another golfer's story id as their
 * key and write their own score under that story. The same golfer and key always give the same id, so a
 * retry finds the round it created; the time part is the key's own (when the device saved the round).
 */
export function roundIdForKey(userId: string, key: string): string {
  return derivedRoundId(userId, `idempotency-key:${key}`, key.slice(0, 10));
}

/**
 * The answer to a key already used by this golfer: the round it created, as the first answer gave it (201).
 * A round not edited since must be the same round (course, score, holes, date), or the key was reused for
 * another round: a 409 that writes nothing. One edited since (on another device) is answered as it is now.
 * No round under the key: undefined, and the caller creates it.
 */
async function replayCreatedRound(
  userId: string,
  key: string,
  input: CreateRound,
): Promise<HttpResult | undefined> {
  const existing = await getRound(userId, roundIdForKey(userId, key));
  if (!existing) return undefined;
  if (existing.createdAt === existing.updatedAt && !sameRoundFacts(existing, input)) {
    throw new ConflictError(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  const [round] = await withCourses([existing]);
  const result = json(201, round);
  return { ...result, headers: { ...result.headers, 'idempotent-replayed': 'true' } };
}

function sameRoundFacts(round: StoredRound, input: CreateRound): boolean {
  return (
    round.courseId === input.courseId &&
    round.score === input.score &&
    round.holes === input.holes &&
    (input.playedAt === undefined || round.playedAt === input.playedAt)
  );
}
