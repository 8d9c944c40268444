import { describe, expect, it } from 'vitest';
import { isVoidedBySignOut, SIGN_OUT_CLOCK_MARGIN_SECONDS, type SignOutMarker } from './sign-out-marker';

// Signed out at 1,700,000,000.400 s: the second 1,700,000,000 is the ambiguous one.
const signOutSecond = 1_700_000_000;
const marker = (admitted: string[] = []): SignOutMarker => ({
  signedOutAt: signOutSecond * 1000 + 400,
  signInsAfterSignOut: new Set(admitted),
});

describe('isVoidedBySignOut', () => {
  it('lets every token through for a golfer who never signed out', () => {
    expect(isVoidedBySignOut({ issuedAt: 1, nonce: null }, undefined)).toBe(false);
  });

  it('voids a token issued seconds before the sign-out (the replayed cookie)', () => {
    expect(isVoidedBySignOut({ issuedAt: signOutSecond - 5, nonce: 'old' }, marker())).toBe(true);
  });

  it('voids a token issued in the sign-out second, which may have been issued before it', () => {
    expect(isVoidedBySignOut({ issuedAt: signOutSecond, nonce: 'same-second' }, marker())).toBe(true);
  });

  it('voids a token stamped up to the clock margin after the sign-out second (a provider clock running ahead)', () => {
    const issuedAt = signOutSecond + SIGN_OUT_CLOCK_MARGIN_SECONDS;
    expect(isVoidedBySignOut({ issuedAt, nonce: 'ahead' }, marker())).toBe(true);
  });

  it('lets through a sign-in in the same second that the callback admitted by its nonce', () => {
    expect(isVoidedBySignOut({ issuedAt: signOutSecond, nonce: 'fresh' }, marker(['fresh']))).toBe(false);
  });

  it('still voids the old token of that second when another sign-in of it was admitted', () => {
    expect(isVoidedBySignOut({ issuedAt: signOutSecond, nonce: 'old' }, marker(['fresh']))).toBe(true);
  });

  it('voids a token without a nonce in the window: nothing could have admitted it', () => {
    expect(isVoidedBySignOut({ issuedAt: signOutSecond, nonce: null }, marker(['fresh']))).toBe(true);
  });

  it('lets through a token issued after the window', () => {
    const issuedAt = signOutSecond + SIGN_OUT_CLOCK_MARGIN_SECONDS + 1;
    expect(isVoidedBySignOut({ issuedAt, nonce: null }, marker())).toBe(false);
  });

  it('voids every token while the account is being deleted, one issued after any sign-out included', () => {
    const now = signOutSecond * 1000 + 10_000;
    const closing = { ...marker(['fresh']), closingUntil: now + 1 };
    expect(isVoidedBySignOut({ issuedAt: signOutSecond + 5, nonce: 'fresh' }, closing, now)).toBe(true);
    const neverSignedOut = { signedOutAt: 0, signInsAfterSignOut: new Set<string>(), closingUntil: now + 1 };
    expect(isVoidedBySignOut({ issuedAt: signOutSecond + 5, nonce: null }, neverSignedOut, now)).toBe(true);
  });

  it('lets tokens through again once the mark of a deletion that crashed has ended', () => {
    const now = signOutSecond * 1000 + 10_000;
    const ended = { signedOutAt: 0, signInsAfterSignOut: new Set<string>(), closingUntil: now };
    expect(isVoidedBySignOut({ issuedAt: signOutSecond + 5, nonce: null }, ended, now)).toBe(false);
  });
});
