import { BUCKET_ENTRY_NOT_FOUND_MESSAGE, bucketListPathSchema } from '#shared/schemas/bucket-list';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The {courseId} of /api/user/bucket-list/{courseId}. */
export function bucketCourseIdOf(event: HttpEvent): string {
  return parsePathParams(event, bucketListPathSchema).courseId;
}

export const BUCKET_LIST_CHANGED_MESSAGE = 'Your bucket list changed while saving. Please try again.';

/** The golfer's words for what the bucket-list repository may refuse (its domain errors' reasons). */
export const bucketListWords = {
  course: COURSE_NOT_FOUND_MESSAGE,
  entry: BUCKET_ENTRY_NOT_FOUND_MESSAGE,
  'bucket-list-changed': BUCKET_LIST_CHANGED_MESSAGE,
} as const;
