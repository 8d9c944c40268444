import type { BareFetcher, Key, Middleware, SWRConfiguration } from 'swr';
import { firstSessionAnswer } from '@/features/auth';

const nobodySignedIn = new Promise<never>(() => undefined);

/**
 * SWR middleware for a prerendered screen rendered before the session check has answered (AppRoutes): its
 * requests start as they would (its cards show their loading state), but each one waits for the answer. With
 * a golfer signed in it goes ahead; with nobody (a stale signed-in hint) it never goes: the landing page takes
 * the screen's place, and a request would only fail with a 401 (and a card's error toast) on the way out.
 * Wraps the fetcher, not the key, so that mutations (useSWRMutation, which calls the same fetcher) wait too.
 */
const waitForSession: Middleware =
  (useSWRNext) =>
  <Data, Error>(key: Key, fetcher: BareFetcher<Data> | null, config: SWRConfiguration<Data, Error>) => {
    const waiting: BareFetcher<Data> | null =
      fetcher &&
      ((...args) => firstSessionAnswer().then((user) => (user ? fetcher(...args) : nobodySignedIn)));
    return useSWRNext<Data, Error>(key, waiting, config);
  };

/** The SWR settings of a signed-in screen rendered while the session is unknown (none once it is known). */
export const WHILE_SESSION_UNKNOWN: SWRConfiguration = { use: [waitForSession] };
export const ONCE_SESSION_KNOWN: SWRConfiguration = {};
