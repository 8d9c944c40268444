import { bucketListPathSchema } from '../../../shared/schemas/bucket-list';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The {courseId} of /api/user/bucket-list/{courseId}. */
export function bucketCourseIdOf(event: HttpEvent): string {
  return parsePathParams(event, bucketListPathSchema).courseId;
}
