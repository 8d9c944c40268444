import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteRefreshSession, getRefreshSession, renewRefreshSession } from './refresh-sessions-repository';
import { getConfig } from '../lib/config';
import { ServiceUnavailableError, UnauthorizedError } from '../lib/errors';
import { signOutCheck } from '../lib/session/sign-out-check';
import { stubConfig } from '../lib/testing/test-config';
import { formatRefreshCookie, lookupIdOf, newRefreshCookie, sealRefreshToken } from './refresh-session';
import { renewSession } from './session-renewal';

// The table and the provider run for real in session-renewal.int.test.ts; here the cases they cannot stage
// (a provider that does not answer, a session at its limit) with the repository stubbed.
vi.mock('./refresh-sessions-repository', () => ({
  createRefreshSession: vi.fn(),
  getRefreshSession: vi.fn(),
  renewRefreshSession: vi.fn(async () => true),
  deleteRefreshSession: vi.fn(),
}));

const DAY = 24 * 3600 * 1000;
const now = Date.UTC(2026, 5, 20, 12);
const cookie = newRefreshCookie('golfer-1');

function stored(overrides: { createdAt?: number; lastUsedAt?: number } = {}) {
  const createdAt = overrides.createdAt ?? now - DAY;
  vi.mocked(getRefreshSession).mockResolvedValue({
    userId: cookie.userId,
    lookupId: lookupIdOf(cookie.secret),
    sealedRefreshToken: sealRefreshToken('provider-refresh-token', cookie),
    providerUsername: null,
    createdAt,
    lastUsedAt: overrides.lastUsedAt ?? createdAt,
    expiresAt: Math.ceil((now + DAY) / 1000),
  });
}

beforeEach(() => {
  // The token endpoint is a closed port: the provider does not answer.
  stubConfig();
  vi.spyOn(signOutCheck, 'readFresh').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('renewSession', () => {
  it('answers 503 and keeps the session when the provider does not answer (no golfer signed out by an outage)', async () => {
    stored();
    const error = await renewSession(formatRefreshCookie(cookie), getConfig(), now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(deleteRefreshSession).not.toHaveBeenCalled();
    expect(renewRefreshSession).not.toHaveBeenCalled();
  });

  it('refuses a session 30 days after its sign-in, however recently used, and deletes it, asking the provider nothing', async () => {
    stored({ createdAt: now - 30 * DAY, lastUsedAt: now - 60_000 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = await renewSession(formatRefreshCookie(cookie), getConfig(), now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(deleteRefreshSession).toHaveBeenCalledWith(cookie.userId, lookupIdOf(cookie.secret));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a session unused for 14 days', async () => {
    stored({ createdAt: now - 15 * DAY, lastUsedAt: now - 14 * DAY });
    await expect(renewSession(formatRefreshCookie(cookie), getConfig(), now)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('refuses a session the golfer signed out of on another device after it began', async () => {
    stored();
    vi.spyOn(signOutCheck, 'readFresh').mockResolvedValue({
      signedOutAt: now - 60_000,
      signInsAfterSignOut: new Set(),
    });
    await expect(renewSession(formatRefreshCookie(cookie), getConfig(), now)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(deleteRefreshSession).toHaveBeenCalled();
  });

  it('refuses a cookie it cannot read, and one whose session is gone, without a table write', async () => {
    await expect(renewSession('garbage', getConfig(), now)).rejects.toBeInstanceOf(UnauthorizedError);
    vi.mocked(getRefreshSession).mockResolvedValue(undefined);
    await expect(renewSession(formatRefreshCookie(cookie), getConfig(), now)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(deleteRefreshSession).not.toHaveBeenCalled();
  });
});
