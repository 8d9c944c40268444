import { earnsAchievements } from '../../achievements/after-write';
import { parForHoles } from '#shared/rounds/par';
import { PHOTO_WORDS } from '#shared/schemas/photo';
import { ROUND_NOT_FOUND_MESSAGE, ROUND_WRITE_WORDS, roundIdParamSchema } from '#shared/schemas/round';
import { updateRoundSchema } from '#shared/schemas/round-requests';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { getCourseById } from '../../courses/courses-repository';
import { getRound, withCourses, type StoredRound } from '../rounds-repository';
import { writeRound } from '../write/write-round';
import { BadRequestError, inWords, NotFoundError } from '../../lib/errors';
import { roundCardIssues } from '#shared/scorecards/card-rules';
import type { HttpEvent, SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { afterWrite, json, type HttpResult } from '../../lib/http/responses';
import {
  deleteReplacedPhoto,
  dropAttachedPhoto,
  keepAttachedPhoto,
  photoRequestOf,
  preparePhoto,
} from '../round-photo';

/**
 * PATCH /api/rounds/{id}: edits some fields of one of the golfer's rounds; null clears an optional field.
 * When the course or the holes change without a par, par follows the course again. A new photo (one of the
 * golfer's uploads) is checked and made public just before the write (../round-photo.ts); a replaced or
 * removed one is deleted after the round is saved.
 */
export const updateRound: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  handle: (event, session) =>
    inWords(editRound(event, session.userId), { ...ROUND_WRITE_WORDS, ...PHOTO_WORDS }),
};

async function editRound(event: HttpEvent, userId: string): Promise<HttpResult> {
  const { id } = parsePathParams(event, roundIdParamSchema);
  const update = parseJsonBody(event, updateRoundSchema);
  const photoRequest = photoRequestOf(userId, update.imageUrl);
  const previous = await getRound(userId, id);
  if (!previous) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);

  const { imageUrl: _requested, ...fields } = update;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const next: StoredRound = {
    ...previous,
    ...changes,
    updatedAt: new Date().toISOString(),
  };
  const courseChanged = next.courseId !== previous.courseId;
  if (courseChanged || (update.holes !== undefined && update.par === undefined)) {
    const course = await getCourseById(next.courseId);
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    if (update.par === undefined && (courseChanged || next.holes !== previous.holes)) {
      next.par = parForHoles(course.par, next.holes);
    }
  }
  // The edited round as a whole keeps its card's rule: a new score on a carded round, or a card whose total
  // is not the score, is refused and nothing is written.
  const [cardIssue] = roundCardIssues(next);
  if (cardIssue) throw new BadRequestError(cardIssue.message, { [cardIssue.path]: cardIssue.message });
  const photo = await preparePhoto(photoRequest, previous.imageUrl);
  if (photo.path !== undefined) next.imageUrl = photo.path;
  try {
    await writeRound(previous, next);
  } catch (error) {
    await dropAttachedPhoto(photo);
    throw error;
  }
  await keepAttachedPhoto(photo);
  await deleteReplacedPhoto(previous.imageUrl, next.imageUrl);
  const [saved] = await withCourses([next]);
  return afterWrite(json(200, saved), {
    roundId: next.id,
    // A score, holes or date change can move the day a line was crossed, from the earlier of the two days.
    roundsFrom: previous.playedAt < next.playedAt ? previous.playedAt : next.playedAt,
  });
}
