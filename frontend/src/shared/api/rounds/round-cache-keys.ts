import type { ScopedMutator } from 'swr';

/** SWR keys of round data (they are the request paths, as in `shared/api/cache-keys.ts`). */
export const roundCacheKeys = {
  /** Every page of GET /api/rounds, walked by `useAllRounds`. */
  allRounds: '/api/rounds?all',
  recentRounds: '/api/rounds/recent',
  userStats: '/api/user/stats',
  architectStats: '/api/user/architect-stats',
} as const;

/**
 * After a round is added, changed or deleted every view of rounds is out of date: any GET /api/rounds list
 * (whatever page or form a screen keeps), the recent rounds and both stats.
 */
export function refreshRoundData(mutate: ScopedMutator): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith('/api/rounds') ||
        key === roundCacheKeys.userStats ||
        key === roundCacheKeys.architectStats),
  );
}
