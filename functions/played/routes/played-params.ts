import { playedCoursePathSchema } from '#shared/played/played-mark';
import { COURSE_NOT_FOUND_MESSAGE } from '../../courses/courses-repository';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The {courseId} of /api/played-courses/{courseId}. */
export function playedCourseIdOf(event: HttpEvent): string {
  return parsePathParams(event, playedCoursePathSchema).courseId;
}

export const PLAYED_MARK_NOT_FOUND_MESSAGE = 'This course is not marked played';
export const PLAYED_MARK_CHANGED_MESSAGE = 'Your courses changed while saving. Please try again.';

/** The golfer's words for what the played-mark repository may refuse (its domain errors' reasons). */
export const playedWords = {
  course: COURSE_NOT_FOUND_MESSAGE,
  mark: PLAYED_MARK_NOT_FOUND_MESSAGE,
  'played-mark-changed': PLAYED_MARK_CHANGED_MESSAGE,
} as const;
