import { courseIdParamSchema } from '#shared/schemas/course';
import { COURSE_NOT_FOUND_MESSAGE } from '../../courses/courses-repository';
import { NotFoundError } from '../../lib/errors';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The course id of a /api/courses/{id}/... rating route. */
export function courseIdOf(event: HttpEvent): string {
  return parsePathParams(event, courseIdParamSchema).id;
}

export function courseNotFound(): NotFoundError {
  return new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
}
