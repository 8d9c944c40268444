import { courseIdParamSchema } from '#shared/schemas/course';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { ROUND_NOT_FOUND_MESSAGE } from '#shared/schemas/round';
import type { RatingMiss } from '../my-rating-repository';
import { NotFoundError } from '../../lib/errors';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The course id of a /api/courses/{id}/... rating route. */
export function courseIdOf(event: HttpEvent): string {
  return parsePathParams(event, courseIdParamSchema).id;
}

/** The golfer's words for what a rating's write did not find. */
export const ratingWords: Record<RatingMiss, string> = {
  course: COURSE_NOT_FOUND_MESSAGE,
  round: ROUND_NOT_FOUND_MESSAGE,
};

export function courseNotFound(): NotFoundError {
  return new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
}
