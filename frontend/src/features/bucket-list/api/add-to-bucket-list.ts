import {
  addBucketListResponseSchema,
  type AddBucketListEntryInput,
} from '../../../../../shared/schemas/bucket-list';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { sendJson } from '../../../shared/api/http';

/** POST /api/user/bucket-list: the new entry, or the one the course already has. */
export function addToBucketList(input: AddBucketListEntryInput) {
  return sendJson('POST', cacheKeys.bucketList, input, addBucketListResponseSchema);
}
