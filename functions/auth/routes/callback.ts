import * as oidc from 'openid-client';
import { PROFILE_WORDS } from '#shared/schemas/user';
import { claimsOf, createUserIfAbsent } from '../../users/users-repository';
import { inWords } from '../../lib/errors';
import { getConfig } from '../../lib/config';
import { LOGIN_COOKIE, REFRESH_COOKIE } from '../../lib/cookie-names';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import { readCookie } from '../../lib/http/cookies';
import type { HttpEvent, PublicRoute } from '../../lib/http/http-handler';
import { redirect, type HttpResult } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { getTokenVerifier } from '../../lib/session/session-verifier';
import { admitSignIn, SignInBeforeSignOutError } from '../../lib/session/sign-out-check';
import { clearLoginStateCookie, decodeLoginState } from '../login-state';
import { getOidcConfiguration } from '../oidc-client';
import { sanitiseReturnTo } from '../return-to';
import { refreshCookie, sessionCookies } from '../session-cookie';
import { endRefreshSession, startRefreshSession } from '../session-renewal';

export const SIGN_IN_FAILED_LOCATION = '/login?error=signin_failed';

/** A failed sign-in is a reason to log, never a page of its own. */
class SignInFailure extends Error {}

/**
 * GET /api/callback: the provider sends the browser back here with a code. The state, PKCE verifier and nonce
 * from /api/login must match; the ID token then becomes the session (its refresh token kept on the server to
 * renew it) and the user is created on first visit.
 * Every failure lands on the login page with a message, never on an error page.
 */
export const callback: PublicRoute = {
  auth: 'public',
  async handle(event) {
    const appOrigin = resolveAppOrigin(event, getConfig());
    const clearLogin = clearLoginStateCookie(appOrigin);
    try {
      return await completeSignIn(event, appOrigin, clearLogin);
    } catch (error) {
      logger.warn('Sign-in failed', {
        reason: error instanceof SignInFailure ? error.message : 'exception',
        error: error instanceof SignInFailure ? undefined : describe(error),
      });
      return redirect(SIGN_IN_FAILED_LOCATION, [clearLogin]);
    }
  },
};

async function completeSignIn(event: HttpEvent, appOrigin: string, clearLogin: string): Promise<HttpResult> {
  const config = getConfig();
  const providerError = event.queryStringParameters?.error;
  if (providerError) throw new SignInFailure(`provider answered error=${providerError.slice(0, 100)}`);

  const loginState = decodeLoginState(readCookie(event, LOGIN_COOKIE));
  if (!loginState) throw new SignInFailure('login cookie missing or unreadable');

  // By our clock, before the provider issues anything: a sign-out recorded before this instant is older
  // than the token about to be issued (see admitSignIn).
  const exchangeStartedAt = Date.now();
  // openid-client checks state and iss, sends the verifier, and validates the ID token's claims and nonce.
  const currentUrl = new URL(`${appOrigin}/api/callback?${event.rawQueryString ?? ''}`);
  const tokens = await oidc.authorizationCodeGrant(getOidcConfiguration(config.oidc), currentUrl, {
    pkceCodeVerifier: loginState.codeVerifier,
    expectedState: loginState.state,
    expectedNonce: loginState.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.id_token;
  if (!idToken) throw new SignInFailure('token response without an id_token');

  // The signature is checked by the same verifier every later request uses, so a session we set is one we accept.
  const session = await getTokenVerifier(config.oidc)(idToken);
  await inWords(createUserIfAbsent(claimsOf(session)), PROFILE_WORDS);
  // And it must not fall to the golfer's last sign-out, even when it carries that sign-out's second.
  try {
    await admitSignIn(session, exchangeStartedAt);
  } catch (error) {
    if (error instanceof SignInBeforeSignOutError) throw new SignInFailure(error.message);
    throw error;
  }
  // The golfer stays signed in on this browser for weeks (docs/architecture.md, "Staying signed in"); a
  // session this browser held before ends here, so one browser has one.
  await endRefreshSession(readCookie(event, REFRESH_COOKIE), config);
  const kept = tokens.refresh_token ? await startRefreshSession(session, tokens.refresh_token) : undefined;
  logger.info('Signed in', { userId: session.userId, staysSignedIn: kept !== undefined });
  // Checked again on the way out: the login cookie is ours, but a cookie is still input from the browser.
  const returnTo = sanitiseReturnTo(loginState.returnTo);
  return redirect(returnTo, [
    ...sessionCookies(idToken, session.expiresAt, appOrigin, { signedInUntil: kept?.endsAt }),
    ...(kept ? [refreshCookie(kept.cookieValue, kept.endsAt, appOrigin)] : []),
    clearLogin,
  ]);
}

/** Enough to diagnose (the library's error code and message) without the token response itself. */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}
