import * as oidc from 'openid-client';
import {
  createRefreshSession,
  deleteRefreshSession,
  getRefreshSession,
  renewRefreshSession,
  type RefreshSessionItem,
} from './refresh-sessions-repository';
import type { AppConfig } from '../lib/config';
import { ServiceUnavailableError, UnauthorizedError } from '../lib/errors';
import { logger } from '../lib/logger';
import { getTokenVerifier, SESSION_INVALID_MESSAGE, type Session } from '../lib/session/session-verifier';
import { admitSignIn, SignInBeforeSignOutError, signOutCheck } from '../lib/session/sign-out-check';
import { SIGN_IN_CHECK_UNAVAILABLE_MESSAGE } from '#shared/schemas/api-error';
import { getOidcConfiguration } from './oidc-client';
import {
  formatRefreshCookie,
  lookupIdOf,
  newRefreshCookie,
  openRefreshToken,
  parseRefreshCookie,
  refreshSessionEndsAt,
  renewalRefusal,
  sealRefreshToken,
  type RefreshCookie,
} from './refresh-session';

/** A new refresh session: the cookie's value and when it ends (epoch ms). */
export interface StartedRefreshSession {
  cookieValue: string;
  endsAt: number;
}

/**
 * Sign-in keeps the provider's refresh token on the server, sealed with a secret only the new cookie holds
 * (docs/architecture.md, "Staying signed in").
 */
export async function startRefreshSession(
  session: Pick<Session, 'userId' | 'providerUsername'>,
  refreshToken: string,
  now = Date.now(),
): Promise<StartedRefreshSession> {
  const cookie = newRefreshCookie(session.userId);
  const item: RefreshSessionItem = {
    userId: session.userId,
    lookupId: lookupIdOf(cookie.secret),
    sealedRefreshToken: sealRefreshToken(refreshToken, cookie),
    providerUsername: session.providerUsername,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: 0,
  };
  const endsAt = refreshSessionEndsAt(item);
  await createRefreshSession({ ...item, expiresAt: Math.ceil(endsAt / 1000) });
  return { cookieValue: formatRefreshCookie(cookie), endsAt };
}

/** A renewed session: the new ID token, what it says, and the refresh session's new end. */
export interface RenewedSession {
  idToken: string;
  session: Session;
  cookieValue: string;
  endsAt: number;
}

interface FoundSession {
  cookie: RefreshCookie;
  item: RefreshSessionItem;
  refreshToken: string;
}

/** The stored session the cookie names and opens, or undefined (no cookie, no item, wrong secret, expired). */
async function findRefreshSession(
  cookieValue: string | undefined,
  now: number,
): Promise<FoundSession | undefined> {
  const cookie = parseRefreshCookie(cookieValue);
  if (!cookie) return undefined;
  const item = await getRefreshSession(cookie.userId, lookupIdOf(cookie.secret));
  if (!item || item.userId !== cookie.userId || item.expiresAt * 1000 <= now) return undefined;
  const refreshToken = openRefreshToken(item.sealedRefreshToken, cookie);
  return refreshToken ? { cookie, item, refreshToken } : undefined;
}

/** The provider said the refresh token is no good (expired, revoked, its user gone): the session is over. */
function isRefusedGrant(error: unknown): boolean {
  return error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant';
}

/**
 * Renews the ID token from the browser's refresh session: a new hour of session, the idle limit moved. Refuses
 * (401) a session that ran out, that a sign-out since its sign-in ended (on any device), of an account being
 * deleted or deleted, or one the provider no longer honours; such a session is deleted. A provider that does
 * not answer is a 503: the session stays for the next try.
 */
export async function renewSession(
  cookieValue: string | undefined,
  config: AppConfig,
  now = Date.now(),
): Promise<RenewedSession> {
  const found = await findRefreshSession(cookieValue, now);
  if (!found) throw new UnauthorizedError(cookieValue ? SESSION_INVALID_MESSAGE : 'Not signed in');
  const { cookie, item } = found;
  const end = async (reason: string) => {
    logger.info('Session renewal refused', { reason });
    await deleteRefreshSession(item.userId, item.lookupId);
    return new UnauthorizedError(SESSION_INVALID_MESSAGE);
  };

  const marker = await signOutCheck.readFresh(item.userId);
  const refusal = renewalRefusal(item, marker, now);
  if (refusal) throw await end(refusal);

  let tokens: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>;
  try {
    tokens = await oidc.refreshTokenGrant(getOidcConfiguration(config.oidc), found.refreshToken);
  } catch (error) {
    if (isRefusedGrant(error)) throw await end('provider refused the refresh token');
    throw new ServiceUnavailableError(SIGN_IN_CHECK_UNAVAILABLE_MESSAGE, { cause: error });
  }
  const idToken = tokens.id_token;
  if (!idToken) throw await end('token response without an id_token');
  // The same verifier every request uses: a token handed out here is one the session check accepts.
  const session = await getTokenVerifier(config.oidc)(idToken);
  if (session.userId !== item.userId) throw await end('the provider renewed another subject');
  try {
    // A sign-out recorded before this session began never voids its renewals (see admitSignIn).
    await admitSignIn(session, item.createdAt);
  } catch (error) {
    if (error instanceof SignInBeforeSignOutError) throw await end(error.message);
    throw error;
  }

  const renewed = { createdAt: item.createdAt, lastUsedAt: now };
  const endsAt = refreshSessionEndsAt(renewed);
  const stillThere = await renewRefreshSession(item.userId, item.lookupId, {
    // Cognito keeps the refresh token; a provider that rotates it sends the new one.
    sealedRefreshToken: tokens.refresh_token
      ? sealRefreshToken(tokens.refresh_token, cookie)
      : item.sealedRefreshToken,
    lastUsedAt: now,
    expiresAt: Math.ceil(endsAt / 1000),
  });
  if (!stillThere) throw new UnauthorizedError(SESSION_INVALID_MESSAGE);
  return { idToken, session, cookieValue: formatRefreshCookie(cookie), endsAt };
}

/** What a sign-out learns from the browser's refresh session. */
export interface EndedRefreshSession {
  userId: string;
  providerUsername: string | null;
  /** Whether the session could still have been renewed: then it speaks for the golfer, as a live ID token does. */
  live: boolean;
}

/**
 * Sign-out of this browser's refresh session: the item goes and the provider revokes the token (RFC 7009),
 * so a copy of the cookie renews nothing. Answers whose session the cookie opened, so a sign-out with an
 * expired ID token still ends every device. Never throws: a failure is logged, and the browser is signed out
 * whatever happens here.
 */
export async function endRefreshSession(
  cookieValue: string | undefined,
  config: AppConfig,
  now = Date.now(),
): Promise<EndedRefreshSession | undefined> {
  let found: FoundSession | undefined;
  let live = false;
  try {
    found = await findRefreshSession(cookieValue, now);
    if (!found) return undefined;
    await deleteRefreshSession(found.item.userId, found.item.lookupId);
    live = renewalRefusal(found.item, await signOutCheck.readFresh(found.item.userId), now) === null;
  } catch (error) {
    logger.error('Ending the refresh session failed', { error: describe(error) });
    if (!found) return undefined;
  }
  if (config.oidc.revocationEndpoint) {
    try {
      await oidc.tokenRevocation(getOidcConfiguration(config.oidc), found.refreshToken, {
        token_type_hint: 'refresh_token',
      });
    } catch (error) {
      // The stored half is gone already: the cookie renews nothing, whatever the provider says.
      logger.warn('Revoking the refresh token failed', { error: describe(error) });
    }
  }
  return { userId: found.item.userId, providerUsername: found.item.providerUsername, live };
}

function describe(error: unknown): Record<string, unknown> | string {
  return error instanceof Error ? { name: error.name, message: error.message } : String(error);
}
