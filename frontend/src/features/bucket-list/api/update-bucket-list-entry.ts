import {
  bucketListEntrySchema,
  type UpdateBucketListEntryInput,
} from '../../../../../shared/schemas/bucket-list';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { sendJson } from '../../../shared/api/http';

/** PATCH /api/user/bucket-list/{courseId}: notes or priority. */
export function updateBucketListEntry(courseId: string, update: UpdateBucketListEntryInput) {
  return sendJson(
    'PATCH',
    `${cacheKeys.bucketList}/${encodeURIComponent(courseId)}`,
    update,
    bucketListEntrySchema,
  );
}
