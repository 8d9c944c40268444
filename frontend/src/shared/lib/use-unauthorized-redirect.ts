import { useCallback } from 'react';
import { useToast } from '../ui/toast';
import { loginUrl, navigateTo } from './browser-navigation';

/** Spec §9: after the Unauthorized toast the browser goes to sign-in 500 ms later. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Spec §8: the session is gone (a 401, or a signed-out visit to /profile). Say so, then send the browser to
 * /api/login, coming back to `returnTo` after signing in.
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
