import {
  bucketListEntrySchema,
  type UpdateBucketListEntryInput,
} from '../../../../../shared/schemas/bucket-list';
import { cacheKeys } from '../../api/cache-keys';
import { sendJson } from '../../api/http';

/** PATCH /api/user/bucket-list/{courseId}: notes or priority. */
export function updateBucketListEntry(courseId: string, update: UpdateBucketListEntryInput) {
  return sendJson(
    'PATCH',
    `${cacheKeys.bucketList}/${encodeURIComponent(courseId)}`,
    update,
    bucketListEntrySchema,
  );
}
