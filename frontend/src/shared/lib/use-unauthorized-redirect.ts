import { useCallback } from 'react';
import { useToast } from '../ui/toast';
import { loginUrl, navigateTo } from './browser-navigation';

/** After the Unauthorized toast the browser goes to sign-in 500 ms later. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * docs/product-rules.md#screens-and-sign-in: the session is gone (a 401, or a signed-out visit to /profile).
 * Say so, then send the browser to /api/login, coming back to `returnTo` after signing in.
 */
export function useUnauthorizedRedirect(): (returnTo?: string) => void {
  const { toast } = useToast();
  return useCallback(
    (returnTo?: string) => {
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      });
      window.setTimeout(() => navigateTo(loginUrl(returnTo)), UNAUTHORIZED_REDIRECT_MS);
    },
    [toast],
  );
}

/** After Session Expired (a 401 while saving) the browser signs in again 1 s later. */
export const SESSION_EXPIRED_REDIRECT_MS = 1000;

/**
 * Session Expired (docs/product-rules.md#screens-and-sign-in): a save answered 401. Say so, then send the
 * browser to /api/login, coming back to `returnTo` after signing in. Shared by the round dialogs.
 */
export function useSessionExpiredRedirect(): (returnTo?: string) => void {
  const { toast } = useToast();
  return useCallback(
    (returnTo?: string) => {
      toast({
        title: 'Session Expired',
        description: 'Your session has expired. Logging in again...',
        variant: 'destructive',
      });
      window.setTimeout(() => navigateTo(loginUrl(returnTo)), SESSION_EXPIRED_REDIRECT_MS);
    },
    [toast],
  );
}

/**
 * A save answered 401 although the session was renewed where it could be (shared/api/session-renewal.ts): the
 * golfer signed out elsewhere, or was away for weeks. A form that cannot wait on the device stays open and
 * filled, and this says how to send it: sign in again in another tab (the cookies are shared), then save.
 */
export function useSessionOverNotice(): (saveLabel?: string) => void {
  const { toast } = useToast();
  return useCallback(
    (saveLabel?: string) =>
      toast({
        title: 'Session Expired',
        description: `Nothing you entered is lost. Sign in again in another tab, then ${
          saveLabel ? `press ${saveLabel}` : 'save again'
        } here.`,
        variant: 'destructive',
      }),
    [toast],
  );
}
