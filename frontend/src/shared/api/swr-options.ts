import type { SWRConfiguration } from 'swr';
import { reloadAfterRoundWrite } from './round-writes';

/**
 * docs/product-rules.md#data-loading: queries never retry, never refetch on an interval, on focus or on
 * reconnect, and data does not go stale by itself: it changes only when a mutation refreshes it (a round
 * write, round-writes.ts, also reaches the reads of screens not shown at the time).
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  use: [reloadAfterRoundWrite],
};
