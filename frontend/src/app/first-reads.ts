import { cacheKeys } from '../shared/api/cache-keys';

/**
 * The page of the bucket list the dashboard's card reads: bucketListKey(BUCKET_SIDEBAR_ENTRIES), written out
 * because both live beside zod, which the first bundle leaves out; first-reads.test.ts holds them equal.
 */
export const DASHBOARD_BUCKET_PAGE = `${cacheKeys.bucketList}?limit=8`;

/**
 * The API reads each signed-in screen makes as it first renders, by the first segment of its path ('' is the
 * dashboard at /). They are fetched ahead (fetchAhead) with the screen's code, so the answers travel while the
 * code downloads and starts, rather than after it. A screen not listed simply asks when it renders.
 */
export const firstReadsByScreen: Record<string, () => string[]> = {
  '': () => [
    cacheKeys.userStats,
    cacheKeys.recentRounds,
    cacheKeys.architectStats,
    DASHBOARD_BUCKET_PAGE,
    cacheKeys.recommendations,
    cacheKeys.myMap,
  ],
  'my-courses': () => [cacheKeys.passportOfToday(), cacheKeys.myMap],
  map: () => [cacheKeys.myMap],
};
