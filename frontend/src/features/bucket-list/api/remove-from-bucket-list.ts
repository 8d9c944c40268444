import { cacheKeys } from '../../../shared/api/cache-keys';
import { requestJson } from '../../../shared/api/http';

/** DELETE /api/user/bucket-list/{courseId}. */
export async function removeFromBucketList(courseId: string): Promise<void> {
  await requestJson(`${cacheKeys.bucketList}/${encodeURIComponent(courseId)}`, { method: 'DELETE' });
}
