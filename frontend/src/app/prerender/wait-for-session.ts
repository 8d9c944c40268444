import type { BareFetcher, Key, Middleware, SWRConfiguration } from 'swr';
import { firstSessionAnswer } from '@/features/auth';

const nobodySignedIn = new Promise<never>(() => undefined);

let golferSignedIn = false;

/**
 * The signed-in routes render with a golfer: from now on a request goes at once. Set by SignedInRoutes as it
 * renders with them (whichever session check found them: the first, a retry, or one after a sign-in in
 * another tab), before any screen's request starts.
 */
export function sessionHasGolfer(): void {
  golferSignedIn = true;
}

/**
 * SWR middleware for the signed-in screens. A prerendered screen renders before the session check has
 * answered (AppRoutes): its requests start as they would (its cards show their loading state), but each one
 * waits for the answer. With a golfer signed in it goes ahead; with nobody (a stale signed-in hint) it never
 * goes: the landing page takes the screen's place, and a request would only fail with a 401 (and a card's error
 * toast) on the way out. Once a golfer is known, requests go at once. Wraps the fetcher, not the key, so that
 * mutations (useSWRMutation, which calls the same fetcher) wait too.
 */
const waitForSession: Middleware =
  (useSWRNext) =>
  <Data, Error>(key: Key, fetcher: BareFetcher<Data> | null, config: SWRConfiguration<Data, Error>) => {
    const waiting: BareFetcher<Data> | null =
      fetcher &&
      ((...args) =>
        golferSignedIn
          ? fetcher(...args)
          : firstSessionAnswer().then((user) => (user ? fetcher(...args) : nobodySignedIn)));
    return useSWRNext<Data, Error>(key, waiting, config);
  };

/**
 * The SWR settings of the signed-in screens: one object whether the session is known yet or not. A new value
 * when the session's answer came would render every card of the screen again, in the middle of its first
 * answers (docs/performance.md).
 */
export const SIGNED_IN_SCREENS: SWRConfiguration = { use: [waitForSession] };
