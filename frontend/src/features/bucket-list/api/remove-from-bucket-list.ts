import { requestJson } from '@/shared/api/http';
import { BUCKET_LIST_PATH } from './bucket-list-cache';

/** DELETE /api/user/bucket-list/{courseId}. */
export async function removeFromBucketList(courseId: string): Promise<void> {
  await requestJson(`${BUCKET_LIST_PATH}/${encodeURIComponent(courseId)}`, { method: 'DELETE' });
}
