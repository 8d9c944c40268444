import { describe, expect, it } from 'vitest';
import {
  formatRefreshCookie,
  lookupIdOf,
  newRefreshCookie,
  openRefreshToken,
  parseRefreshCookie,
  REFRESH_ABSOLUTE_LIMIT_MS,
  REFRESH_IDLE_LIMIT_MS,
  refreshSessionEndsAt,
  renewalRefusal,
  sealRefreshToken,
} from './refresh-session';

const DAY = 24 * 3600 * 1000;
const signedInAt = Date.UTC(2026, 5, 1, 8);

describe('the refresh cookie', () => {
  it('round-trips, and refuses anything it did not write', () => {
    const cookie = newRefreshCookie('6f1c3a9e-1b2c-4d5e-8f90-123456789abc');
    expect(parseRefreshCookie(formatRefreshCookie(cookie))).toEqual(cookie);
    for (const value of [
      undefined,
      '',
      'abc',
      `${cookie.userId}.short`,
      `${cookie.secret}`,
      `a b.${cookie.secret}`,
    ])
      expect(parseRefreshCookie(value)).toBeUndefined();
  });

  it('gives every sign-in a new 256-bit secret, and the table only its hash', () => {
    const a = newRefreshCookie('u');
    const b = newRefreshCookie('u');
    expect(a.secret).not.toBe(b.secret);
    expect(Buffer.from(a.secret, 'base64url')).toHaveLength(32);
    expect(lookupIdOf(a.secret)).not.toContain(a.secret);
    expect(lookupIdOf(a.secret)).toBe(lookupIdOf(a.secret));
  });
});

describe('the sealed refresh token', () => {
  const cookie = newRefreshCookie('golfer-1');
  const sealed = sealRefreshToken('the-provider-refresh-token', cookie);

  it('opens with the cookie it was sealed for, and never holds the token in the clear', () => {
    expect(sealed).not.toContain('the-provider-refresh-token');
    expect(openRefreshToken(sealed, cookie)).toBe('the-provider-refresh-token');
  });

  it('opens to nothing with another secret (a read of the table alone renews nothing)', () => {
    expect(
      openRefreshToken(sealed, { ...cookie, secret: newRefreshCookie('golfer-1').secret }),
    ).toBeUndefined();
  });

  it("opens to nothing under another golfer's id (a sealed token moved to someone else's item)", () => {
    expect(openRefreshToken(sealed, { ...cookie, userId: 'golfer-2' })).toBeUndefined();
  });

  it('opens to nothing when tampered with', () => {
    const [iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openRefreshToken([iv, flipped.toString('base64url'), tag].join('.'), cookie)).toBeUndefined();
    expect(openRefreshToken('not.sealed', cookie)).toBeUndefined();
  });
});

describe('how long a golfer stays signed in', () => {
  it('ends 14 days after the last use (a golfer who stops using Fescue is signed out)', () => {
    expect(REFRESH_IDLE_LIMIT_MS).toBe(14 * DAY);
    expect(refreshSessionEndsAt({ createdAt: signedInAt, lastUsedAt: signedInAt })).toBe(
      signedInAt + 14 * DAY,
    );
  });

  it('slides with use: used on day 10, it lasts to day 24', () => {
    const session = { createdAt: signedInAt, lastUsedAt: signedInAt + 10 * DAY };
    expect(refreshSessionEndsAt(session)).toBe(signedInAt + 24 * DAY);
    expect(renewalRefusal(session, undefined, signedInAt + 23 * DAY)).toBeNull();
    expect(renewalRefusal(session, undefined, signedInAt + 24 * DAY)).toBe('ended');
  });

  it('never beyond 30 days after the sign-in, however often it is used (the absolute cap)', () => {
    expect(REFRESH_ABSOLUTE_LIMIT_MS).toBe(30 * DAY);
    const session = { createdAt: signedInAt, lastUsedAt: signedInAt + 29 * DAY };
    expect(refreshSessionEndsAt(session)).toBe(signedInAt + 30 * DAY);
    expect(renewalRefusal(session, undefined, signedInAt + 30 * DAY - 1)).toBeNull();
    expect(renewalRefusal(session, undefined, signedInAt + 30 * DAY)).toBe('ended');
  });
});

describe('what ends a session before its time', () => {
  const session = { createdAt: signedInAt, lastUsedAt: signedInAt + DAY };
  const now = signedInAt + 2 * DAY;
  const marker = (signedOutAt: number, closingUntil?: number) => ({
    signedOutAt,
    signInsAfterSignOut: new Set<string>(),
    ...(closingUntil === undefined ? {} : { closingUntil }),
  });

  it('a sign-out after the sign-in, on this device or another', () => {
    expect(renewalRefusal(session, marker(signedInAt + DAY), now)).toBe('signed-out');
    // In the sign-in's very millisecond too: the sign-out may have come first.
    expect(renewalRefusal(session, marker(signedInAt), now)).toBe('signed-out');
  });

  it('not a sign-out before the sign-in (the golfer signed out, then in again)', () => {
    expect(renewalRefusal(session, marker(signedInAt - 1), now)).toBeNull();
  });

  it('an account being deleted', () => {
    expect(renewalRefusal(session, marker(0, now + 60_000), now)).toBe('closing');
    expect(renewalRefusal(session, marker(0, now - 1), now)).toBeNull();
  });
});
