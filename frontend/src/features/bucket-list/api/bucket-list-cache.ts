import type { ScopedMutator } from 'swr';
import { cacheKeys } from '../../../shared/api/cache-keys';

/** After an entry is added, changed or removed: every bucket-list page, the map's statuses, my courses and
 * the passport. */
export function refreshBucketListData(mutate: ScopedMutator): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(cacheKeys.bucketList) ||
        key === cacheKeys.myMap ||
        // The Passport's Bucket List tile and its wishlist destinations.
        key.startsWith(cacheKeys.passport) ||
        key.startsWith('/api/courses?scope=mine')),
  );
}
