import type { Session } from '../session/session-verifier';

/** A verified session as the session check hands it to a route; override what a test is about. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    userId: 'user-1',
    email: null,
    givenName: null,
    familyName: null,
    expiresAt: now + 3600,
    issuedAt: now,
    nonce: 'nonce-1',
    groups: [],
    providerUsername: null,
    ...overrides,
  };
}
