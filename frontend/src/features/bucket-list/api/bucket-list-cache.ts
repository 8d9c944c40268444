import type { ScopedMutator } from 'swr';
import { cacheKeys, familiesOf } from '@/shared/api/cache-keys';

/** The bucket list's resource: its pages are read under `cacheKeys.bucketList`, entries written below it. */
export const BUCKET_LIST_PATH = '/api/user/bucket-list';

/** After an entry is added, changed or removed: every bucket-list page, the map's statuses, my courses and
 * the passport. */
export function refreshBucketListData(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => {
    if (typeof key !== 'string') return false;
    const families = familiesOf(key);
    return (
      families.includes('bucketList') ||
      key === cacheKeys.myMap ||
      // The Passport's Bucket List tile and its wishlist destinations.
      families.includes('passport') ||
      key === cacheKeys.myCourses
    );
  });
}
