import type { ScopedMutator } from 'swr';
import { cacheKeys } from '../../../shared/api/cache-keys';

/** SWR key of every page of GET /api/rounds, walked by `useAllRounds` (it starts with `/api/rounds?`). */
export const ALL_ROUNDS_KEY = `${cacheKeys.rounds}?all`;

/**
 * After a round is changed or deleted every view of rounds is out of date: any GET /api/rounds list (whatever
 * page or form a screen keeps), the recent rounds, both stats, the bucket list, the map's statuses and the
 * passport.
 */
export function refreshRoundData(mutate: ScopedMutator): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(cacheKeys.rounds) ||
        key === cacheKeys.userStats ||
        key === cacheKeys.architectStats ||
        key.startsWith(cacheKeys.passport) ||
        // A round ticks a bucket-list entry off and turns its marker green.
        key.startsWith(cacheKeys.bucketList) ||
        key === cacheKeys.myMap),
  );
}
