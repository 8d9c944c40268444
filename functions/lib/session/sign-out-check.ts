import { getSignOutMarker, recordSignInAfterSignOut } from '../../users/users-repository';
import type { AppConfig } from '../config';
import { UnauthorizedError } from '../errors';
import { logger } from '../logger';
import {
  getTokenVerifier,
  SESSION_INVALID_MESSAGE,
  type Session,
  type SessionVerifier,
} from './session-verifier';
import { isClosing, isVoidedBySignOut, type SignOutMarker } from './sign-out-marker';

/**
 * How long a warm Lambda trusts a sign-out marker it has read. Within this window, a token replayed after a
 * sign-out recorded by ANOTHER Lambda instance can still pass on this one; the instance that recorded the
 * sign-out (and, locally, the whole stack, which runs every handler in one process) forgets its copy at once.
 * 30 s keeps the cost of the check to one small read per golfer per instance per half minute.
 */
export const SIGN_OUT_MARKER_CACHE_MS = 30_000;
/** Enough for every golfer a busy instance serves in half a minute; the oldest entries go first. */
const MAX_CACHED_MARKERS = 10_000;

export interface SignOutCheckOptions {
  readMarker: (userId: string) => Promise<SignOutMarker | undefined>;
  now?: () => number;
  cacheMs?: number;
}

export interface SignOutCheck {
  /**
   * Throws 401 when the golfer signed out after this token was issued. A cached marker that voids the token
   * is read again before refusing, so the cache can delay a refusal by up to cacheMs but never cause one.
   * `fresh` skips the cache.
   */
  assertNotSignedOut(session: Session, options?: { fresh?: boolean }): Promise<void>;
  /** Reads the marker fresh; the callback decides with it whether a new token may pass. */
  readFresh(userId: string): Promise<SignOutMarker | undefined>;
  /** Drops this instance's copy after a write, so its next request reads the new marker. */
  forget(userId: string): void;
}

export function createSignOutCheck(options: SignOutCheckOptions): SignOutCheck {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? SIGN_OUT_MARKER_CACHE_MS;
  const cache = new Map<string, { marker: SignOutMarker | undefined; readAt: number }>();

  const readFresh = async (userId: string) => {
    const marker = await options.readMarker(userId);
    cache.delete(userId);
    if (cache.size >= MAX_CACHED_MARKERS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(userId, { marker, readAt: now() });
    return marker;
  };

  const cached = (userId: string) => {
    const entry = cache.get(userId);
    return entry && now() - entry.readAt < cacheMs ? entry : undefined;
  };

  return {
    async assertNotSignedOut(session, { fresh = false } = {}) {
      const entry = fresh ? undefined : cached(session.userId);
      let marker = entry ? entry.marker : await readFresh(session.userId);
      if (entry && isVoidedBySignOut(session, marker, now())) marker = await readFresh(session.userId);
      if (isVoidedBySignOut(session, marker, now())) {
        logger.info('Session token refused', { reason: 'signed out' });
        throw new UnauthorizedError(SESSION_INVALID_MESSAGE);
      }
    },
    readFresh,
    forget: (userId) => void cache.delete(userId),
  };
}

/** This instance's check, reading the marker from the table. */
export const signOutCheck = createSignOutCheck({ readMarker: getSignOutMarker });

type OidcSettings = Pick<AppConfig['oidc'], 'issuer' | 'clientId' | 'jwksUri'>;

/** The session check of every route: the token itself, then the golfer's last sign-out. */
export function getSessionVerifier(oidc: OidcSettings): SessionVerifier {
  const verifyToken = getTokenVerifier(oidc);
  return async (idToken) => {
    const session = await verifyToken(idToken);
    await signOutCheck.assertNotSignedOut(session);
    return session;
  };
}

export class SignInBeforeSignOutError extends Error {}

/**
 * Called by the callback with a token it has just received. A token stamped in the void window of the
 * golfer's last sign-out (the same second, or a provider clock behind ours) would be refused by every later
 * request; when the code exchange started after that sign-out, the token is certainly newer, and its nonce is
 * recorded so it passes. When the exchange started before the sign-out, the token may predate it: refused.
 */
export async function admitSignIn(session: Session, exchangeStartedAt: number): Promise<void> {
  const marker = await signOutCheck.readFresh(session.userId);
  // Delete my account has begun: no sign-in passes until it has finished (a new account) or its mark ended.
  if (isClosing(marker, Date.now())) throw new SignInBeforeSignOutError('the account is being deleted');
  if (!isVoidedBySignOut(session, marker)) return;
  if (!marker || marker.signedOutAt >= exchangeStartedAt || !session.nonce) {
    throw new SignInBeforeSignOutError('the token may predate the last sign-out');
  }
  if (!(await recordSignInAfterSignOut(session.userId, session.nonce, marker.signedOutAt))) {
    throw new SignInBeforeSignOutError('a newer sign-out was recorded during sign-in');
  }
  signOutCheck.forget(session.userId);
}
