import type { SWRConfiguration } from 'swr';

/**
 * Spec §7: queries never retry, never refetch on an interval, on focus or on reconnect, and data does not go
 * stale by itself: it changes only when a mutation refreshes it.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
