import { addBucketListResponseSchema, type AddBucketListEntryInput } from '#shared/schemas/bucket-list';
import { sendJson } from '@/shared/api/http';
import { BUCKET_LIST_PATH } from './bucket-list-cache';

/** POST /api/user/bucket-list: the new entry, or the one the course already has. */
export function addToBucketList(input: AddBucketListEntryInput) {
  return sendJson('POST', BUCKET_LIST_PATH, input, addBucketListResponseSchema);
}
