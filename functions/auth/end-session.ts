import { recordSignOut } from '../users/users-repository';
import type { AppConfig } from '../lib/config';
import { logger } from '../lib/logger';
import { getTokenVerifier } from '../lib/session/session-verifier';
import { signOutCheck } from '../lib/session/sign-out-check';
import { endProviderSessions } from './provider-sign-out';
import { endRefreshSession } from './session-renewal';

/** Who a sign-out is for: the golfer, and their Cognito user name where there is one. */
interface SigningOut {
  userId: string;
  providerUsername: string | null;
}

/** The golfer of a live ID token (expired, forged or already voided: none). */
async function liveTokenOwner(
  idToken: string | undefined,
  config: AppConfig,
): Promise<SigningOut | undefined> {
  if (!idToken) return undefined;
  try {
    const session = await getTokenVerifier(config.oidc)(idToken);
    await signOutCheck.assertNotSignedOut(session, { fresh: true });
    return session;
  } catch {
    return undefined;
  }
}

/**
 * Sign-out on the server's side: the golfer's tokens issued until now become void (the sign-out marker on
 * their profile, which every session check and every renewal reads, so every device's session ends), this
 * browser's refresh session is deleted and its refresh token revoked at the provider, and in AWS the golfer's
 * Cognito refresh tokens end too. Only a live session can do this: a live ID token, or a refresh session the
 * cookie opens (the golfer whose hour ran out signs out too). Never throws: the browser is signed out (its
 * cookies cleared) whatever happens here; a failure is logged.
 */
export async function endSessionServerSide(
  cookies: { idToken: string | undefined; refreshCookie: string | undefined },
  config: AppConfig,
): Promise<void> {
  const fromToken = await liveTokenOwner(cookies.idToken, config);
  const fromRefresh = await endRefreshSession(cookies.refreshCookie, config);
  // Both name the same golfer when both are there; a refresh cookie of someone else is ended, nothing more.
  const golfer = fromToken ?? (fromRefresh?.live ? fromRefresh : undefined);
  if (!golfer) return;
  try {
    const recorded = await recordSignOut(golfer.userId, Date.now());
    if (!recorded) logger.info('Sign-out not recorded: no profile, or a later sign-out already is');
  } catch (error) {
    logger.error('Recording the sign-out failed', { error: error instanceof Error ? error : String(error) });
  } finally {
    // This instance's next request reads the new marker; others within SIGN_OUT_MARKER_CACHE_MS.
    signOutCheck.forget(golfer.userId);
  }
  const providerUsername = golfer.providerUsername ?? fromRefresh?.providerUsername ?? null;
  if (config.cognitoUserPoolId && providerUsername) {
    await endProviderSessions(config.cognitoUserPoolId, providerUsername);
  }
}
