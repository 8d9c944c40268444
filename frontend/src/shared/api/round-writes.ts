import type { BareFetcher, Key, Middleware, ScopedMutator, SWRConfiguration } from 'swr';
import { isDerivedFromRounds } from './cache-keys';

/**
 * Keys a round write made stale. A screen reading one now loads it again at once; a screen that read it
 * earlier and is not shown now would otherwise find the old answer in the cache when it comes back (reads do
 * not revalidate by themselves, docs/product-rules.md#data-loading), so its next reader loads it again.
 */
const staleAfterRoundWrite = new Set<string>();

/**
 * After any round write (add, edit, delete, rate, share, import, GHIN sync, the device's outbox): every read
 * that derives from rounds (`cacheKeyFamilies` in cache-keys.ts) loads again, and no other.
 */
export function refreshRoundDerivedData(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => {
    if (!isDerivedFromRounds(key)) return false;
    staleAfterRoundWrite.add(key as string);
    return true;
  });
}

/**
 * SWR middleware (app-wide, shared/api/swr-options.ts): a key a round write made stale while nothing read it
 * is loaded again when something reads it next, even with an answer in the cache; the first answer since the
 * write makes it fresh again.
 */
export const reloadAfterRoundWrite: Middleware =
  (useSWRNext) =>
  <Data, Error>(key: Key, fetcher: BareFetcher<Data> | null, config: SWRConfiguration<Data, Error>) => {
    if (typeof key !== 'string' || !fetcher) return useSWRNext<Data, Error>(key, fetcher, config);
    const loading: BareFetcher<Data> = async (...args) => {
      const data = await fetcher(...args);
      staleAfterRoundWrite.delete(key);
      return data;
    };
    const reload = staleAfterRoundWrite.has(key) ? { revalidateOnMount: true } : undefined;
    return useSWRNext<Data, Error>(key, loading, reload ? { ...config, ...reload } : config);
  };
