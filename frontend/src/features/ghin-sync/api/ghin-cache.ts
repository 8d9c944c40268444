import { useSWRConfig } from 'swr';
import { cacheKeys } from '@/shared/api/cache-keys';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

export const GHIN_STATUS_PATH = cacheKeys.ghinStatus;
export const HANDICAP_ESTIMATE_PATH = cacheKeys.handicapEstimate;
export const HANDICAP_HISTORY_PATH = cacheKeys.handicapHistory;
export const GHIN_CONNECTION_TEST_KEY = cacheKeys.ghinConnectionTest;

/**
 * After a GHIN sync (docs/product-rules.md#data-loading), what it can have changed is loaded again: the user
 * (header) with the GHIN status, the index history and the connection, and every read derived from rounds (a
 * sync imports and removes rounds).
 */
export function useRefreshAfterGhinChange() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(cacheKeys.authUser),
      mutate(cacheKeys.user),
      mutate(GHIN_STATUS_PATH),
      mutate(HANDICAP_HISTORY_PATH),
      mutate(GHIN_CONNECTION_TEST_KEY),
      refreshRoundDerivedData(mutate),
    ]);
}
