import { describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../errors';
import { buildSession } from '../testing/build-session';
import { createSignOutCheck, SIGN_OUT_MARKER_CACHE_MS } from './sign-out-check';
import type { SignOutMarker } from './sign-out-marker';

const issuedAt = 1_700_000_000;
const session = buildSession({ userId: 'golfer', issuedAt, nonce: 'n-1' });
const signedOutAfterIssue: SignOutMarker = {
  signedOutAt: (issuedAt + 10) * 1000,
  signInsAfterSignOut: new Set(),
};

/** A check over an in-memory marker store and a hand-moved clock. */
function harness(initial: SignOutMarker | undefined = undefined) {
  let stored = initial;
  let clock = 1_000_000;
  const readMarker = vi.fn(async () => stored);
  const check = createSignOutCheck({ readMarker, now: () => clock });
  return {
    check,
    readMarker,
    store: (marker: SignOutMarker | undefined) => (stored = marker),
    advance: (ms: number) => (clock += ms),
  };
}

const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(UnauthorizedError);

describe('the sign-out check', () => {
  it("reads a golfer's marker once per cache window, so most requests cost nothing extra", async () => {
    const { check, readMarker, advance } = harness();
    await check.assertNotSignedOut(session);
    advance(SIGN_OUT_MARKER_CACHE_MS - 1);
    await check.assertNotSignedOut(session);
    expect(readMarker).toHaveBeenCalledTimes(1);
  });

  it('refuses a token replayed after a sign-out at once when this instance forgot its copy', async () => {
    const { check, store } = harness();
    await check.assertNotSignedOut(session);
    store(signedOutAfterIssue);
    check.forget('golfer');
    await refused(check.assertNotSignedOut(session));
  });

  it('refuses a replay after a sign-out recorded elsewhere once the cache window has passed (the documented delay)', async () => {
    const { check, store, advance } = harness();
    await check.assertNotSignedOut(session);
    store(signedOutAfterIssue);
    // Within the window this instance still answers from its copy: the delay the docs describe.
    await check.assertNotSignedOut(session);
    advance(SIGN_OUT_MARKER_CACHE_MS);
    await refused(check.assertNotSignedOut(session));
  });

  it('reads a cached marker again before refusing, so a sign-in admitted since is never refused by a stale copy', async () => {
    const { check, store, readMarker } = harness(signedOutAfterIssue);
    await refused(check.assertNotSignedOut(session));
    store({ ...signedOutAfterIssue, signInsAfterSignOut: new Set(['n-1']) });
    await check.assertNotSignedOut(session);
    expect(readMarker).toHaveBeenCalledTimes(2);
  });

  it('skips the cache when asked for a fresh answer', async () => {
    const { check, store } = harness();
    await check.assertNotSignedOut(session);
    store(signedOutAfterIssue);
    await refused(check.assertNotSignedOut(session, { fresh: true }));
  });

  it("keeps each golfer's marker apart", async () => {
    const readMarker = vi.fn(async (userId: string) =>
      userId === 'golfer' ? signedOutAfterIssue : undefined,
    );
    const check = createSignOutCheck({ readMarker });
    await refused(check.assertNotSignedOut(session));
    await check.assertNotSignedOut(buildSession({ userId: 'someone-else', issuedAt }));
  });

  it("refuses every token of an account being deleted once this instance reads the golfer's closing mark", async () => {
    const { check, store } = harness();
    const fresh = buildSession({ userId: 'golfer', issuedAt: issuedAt + 3600, nonce: 'after' });
    await check.assertNotSignedOut(fresh);
    store({ signedOutAt: 0, signInsAfterSignOut: new Set(), closingUntil: 1_000_000 + 60_000 });
    check.forget('golfer');
    await refused(check.assertNotSignedOut(fresh));
  });
});
