import type { Session } from './session-verifier';

/**
 * What the golfer's last sign-out left on their profile item, so that an ID token issued before it is
 * refused although its signature and expiry are still good (an ID token cannot be revoked at the provider).
 */
export interface SignOutMarker {
  /** Epoch milliseconds, by the server's clock, of the golfer's last sign-out. */
  signedOutAt: number;
  /** Nonces of the sign-ins completed after that sign-out whose tokens still fall in its void window. */
  signInsAfterSignOut: ReadonlySet<string>;
  /**
   * Epoch ms until which the account is closing (Delete my account has begun): every token is void till then,
   * whenever it was issued. Absent when no deletion runs.
   */
  closingUntil?: number;
}

/** Whether the marker says the account is being deleted at `now` (epoch ms). */
export function isClosing(marker: SignOutMarker | undefined, now: number): boolean {
  return marker?.closingUntil !== undefined && marker.closingUntil > now;
}

/**
 * The provider stamps `iat` by its own clock. A second of margin covers a provider clock slightly ahead of
 * ours, so a token issued just before the sign-out still falls in the void window; a genuine sign-in inside
 * the window is let through by its nonce instead (admitted by the callback), so the margin costs no one.
 */
export const SIGN_OUT_CLOCK_MARGIN_SECONDS = 1;

/** The last `iat` (epoch seconds) a sign-out voids: `iat` is whole seconds, so its whole second, plus margin. */
export function voidThroughSecond(marker: SignOutMarker): number {
  return Math.floor(marker.signedOutAt / 1000) + SIGN_OUT_CLOCK_MARGIN_SECONDS;
}

/**
 * Whether the golfer's last sign-out voids this token. `iat` alone cannot order a token issued in the same
 * second as the sign-out: one issued just before it and one just after look alike. So every token of that
 * second (and the margin) is void unless the callback recorded its sign-in, by nonce, as completed after the
 * sign-out. While the account is closing, every token is void.
 */
export function isVoidedBySignOut(
  token: Pick<Session, 'issuedAt' | 'nonce'>,
  marker: SignOutMarker | undefined,
  now = Date.now(),
): boolean {
  if (isClosing(marker, now)) return true;
  if (!marker || token.issuedAt > voidThroughSecond(marker)) return false;
  return !(token.nonce !== null && marker.signInsAfterSignOut.has(token.nonce));
}
