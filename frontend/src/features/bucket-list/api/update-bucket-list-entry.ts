import { bucketListEntrySchema, type UpdateBucketListEntryInput } from '#shared/schemas/bucket-list';
import { sendJson } from '@/shared/api/http';
import { BUCKET_LIST_PATH } from './bucket-list-cache';

/** PATCH /api/user/bucket-list/{courseId}: notes or priority. */
export function updateBucketListEntry(courseId: string, update: UpdateBucketListEntryInput) {
  return sendJson(
    'PATCH',
    `${BUCKET_LIST_PATH}/${encodeURIComponent(courseId)}`,
    update,
    bucketListEntrySchema,
  );
}
