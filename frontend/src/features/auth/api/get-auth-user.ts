import useSWR, { preload } from 'swr';
import type { User } from '#shared/schemas/user';
import { cacheKeys } from '@/shared/api/cache-keys';
import { isHttpError, requestJson } from '@/shared/api/http';
import { forgetSignedInHint } from '../lib/signed-in-hint';

/** The current user is cached for 5 minutes and never retried (docs/product-rules.md#data-loading). */
export const AUTH_USER_CACHE_MS = 300_000;

// The contract schema (and zod with it) downloads once the answer says someone is signed in: a signed-out
// visitor to the landing page never needs it.
const loadUserSchema = () => import('#shared/schemas/user').then((module) => module.userSchema);

const signedInListeners = new Set<() => void>();

/**
 * Runs `listener` the moment a session check finds a golfer, before their profile is parsed: what they will
 * see next (the signed-in shell, the screen) can start downloading beside the schema that parses it.
 */
export function onSignedInAnswer(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

/**
 * GET /api/auth/user. Being signed out is an answer, not a failure: a 401 resolves to null, and the browser's
 * signed-in hint goes (a stale one would serve the next visit a signed-in screen's page first).
 */
export async function getAuthUser(): Promise<User | null> {
  let body: unknown;
  try {
    body = await requestJson(cacheKeys.authUser);
  } catch (error) {
    if (isHttpError(error, 401)) {
      forgetSignedInHint();
      return null;
    }
    throw error;
  }
  for (const listener of signedInListeners) listener();
  const schema = await loadUserSchema();
  return schema.parse(body);
}

/**
 * Asks GET /api/auth/user as the app's code starts, before React's first render: the answer (preloaded by
 * index.html) is read the moment the code has run, and a golfer's shell and screen start downloading then,
 * rather than after the loading screen has rendered and an effect has asked. useAuthUser takes this request.
 */
export function startSessionCheck(): void {
  firstAnswer = preload(cacheKeys.authUser, getAuthUser);
  void firstAnswer.catch(() => undefined);
}

let firstAnswer: Promise<User | null> | undefined;

/** The first session check's answer (null: nobody is signed in), asking for it if nothing has yet. */
export function firstSessionAnswer(): Promise<User | null> {
  firstAnswer ??= getAuthUser();
  return firstAnswer;
}

export interface AuthState {
  user: User | null;
  /** The session check has answered (signed in or out) at least once. */
  answered: boolean;
  isLoading: boolean;
  /** A failure other than "signed out" (the API is down, say). */
  error: Error | undefined;
  retry: () => void;
}

export function useAuthUser(): AuthState {
  const { data, error, isLoading, mutate } = useSWR<User | null, Error>(cacheKeys.authUser, getAuthUser, {
    // Within 5 minutes a newly mounted screen reuses the answer; after that it asks again.
    dedupingInterval: AUTH_USER_CACHE_MS,
    revalidateIfStale: true,
  });
  return {
    user: data ?? null,
    answered: data !== undefined,
    isLoading,
    error,
    retry: () => void mutate(),
  };
}
