import type { ScopedMutator } from 'swr';
import { cacheKeys } from '../../api/cache-keys';

/** After an entry is added, changed or removed: every bucket-list page, the map's statuses and my courses. */
export function refreshBucketListData(mutate: ScopedMutator): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(cacheKeys.bucketList) ||
        key === cacheKeys.myMap ||
        key.startsWith('/api/courses?scope=mine')),
  );
}
