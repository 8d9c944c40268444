import { recordSignOut } from '../users/users-repository';
import type { AppConfig } from '../lib/config';
import { logger } from '../lib/logger';
import { getTokenVerifier, type Session } from '../lib/session/session-verifier';
import { signOutCheck } from '../lib/session/sign-out-check';
import { endProviderSessions } from './provider-sign-out';

/**
 * Sign-out on the server's side: the golfer's tokens issued until now become void (the sign-out marker on
 * their profile, which every session check reads), and in AWS their Cognito refresh tokens end too. Only a
 * live session can do this, so a token that is expired, forged or already voided changes nothing. Never
 * throws: the browser is signed out (its cookie cleared) whatever happens here; a failure is logged.
 */
export async function endSessionServerSide(idToken: string, config: AppConfig): Promise<void> {
  let session: Session;
  try {
    session = await getTokenVerifier(config.oidc)(idToken);
    await signOutCheck.assertNotSignedOut(session, { fresh: true });
  } catch {
    return;
  }
  try {
    const recorded = await recordSignOut(session.userId, Date.now());
    if (!recorded) logger.info('Sign-out not recorded: no profile, or a later sign-out already is');
  } catch (error) {
    logger.error('Recording the sign-out failed', { error: error instanceof Error ? error : String(error) });
  } finally {
    // This instance's next request reads the new marker; others within SIGN_OUT_MARKER_CACHE_MS.
    signOutCheck.forget(session.userId);
  }
  if (config.cognitoUserPoolId && session.providerUsername) {
    await endProviderSessions(config.cognitoUserPoolId, session.providerUsername);
  }
}
