import { useSWRConfig } from 'swr';
import { cacheKeys } from '../../../shared/api/cache-keys';

export const GHIN_STATUS_PATH = '/api/ghin/status';
export const HANDICAP_ESTIMATE_PATH = '/api/handicap/estimate';
export const HANDICAP_HISTORY_PATH = '/api/ghin/handicap-history';
/** The connection test is a POST (it calls GHIN); SWR keeps its last answer under this key. */
export const GHIN_CONNECTION_TEST_KEY = 'ghin-connection-test';

/**
 * Spec §7: after a GHIN sync, what it can have changed is loaded again: the user (header), stats, courses,
 * rounds (every page), recent rounds and achievements, with the GHIN status, the estimate and the index history.
 */
export function useRefreshAfterGhinChange() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(cacheKeys.authUser),
      mutate(cacheKeys.user),
      mutate(cacheKeys.userStats),
      mutate(cacheKeys.recentRounds),
      mutate(cacheKeys.architectStats),
      mutate(
        (key) =>
          typeof key === 'string' && (key.startsWith(cacheKeys.rounds) || key.startsWith('/api/courses')),
      ),
      mutate('/api/achievements'),
      mutate(GHIN_STATUS_PATH),
      mutate(HANDICAP_ESTIMATE_PATH),
      mutate(HANDICAP_HISTORY_PATH),
      mutate(GHIN_CONNECTION_TEST_KEY),
    ]);
}
