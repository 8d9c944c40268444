import { describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_CONFIRMATION } from '#shared/schemas/account';
import { apiFetch, getItem, handlerEnvironment, signIn } from '../../scripts/local/testing';
import { userKeys } from '../data/keys/user-keys';
import { ENV } from '../lib/config';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../lib/cookie-names';
import { freshEmail, jwtPayload, setCookiesOf } from '../lib/testing/stack-helpers';
import { SESSION_INVALID_MESSAGE } from '../lib/session/session-verifier';
import { lookupIdOf, openRefreshToken, parseRefreshCookie, REFRESH_IDLE_LIMIT_MS } from './refresh-session';

/**
 * The browser's ID token lasts an hour and its cookie goes with it; what is left is the refresh cookie. These
 * tests send only that cookie, which is exactly what a browser sends once the hour has run out.
 */
async function signedIn() {
  const signIn_ = await signIn(freshEmail());
  if (!signIn_.refreshCookie) throw new Error('The callback set no refresh cookie');
  return { ...signIn_, refreshCookie: signIn_.refreshCookie };
}

const renew = (refreshCookie: string | undefined, origin?: string) =>
  apiFetch('/api/auth/refresh', {
    method: 'POST',
    ...(refreshCookie ? { cookie: refreshCookie } : {}),
    ...(origin ? { origin } : {}),
  });

function storedItemKey(refreshCookie: string) {
  const cookie = parseRefreshCookie(refreshCookie.slice(`${REFRESH_COOKIE}=`.length));
  if (!cookie) throw new Error('Not a refresh cookie');
  return { cookie, key: userKeys.refreshSession(cookie.userId, lookupIdOf(cookie.secret)) };
}

/** The provider's refresh token the server keeps, opened the way only the cookie's holder can. */
async function storedRefreshToken(refreshCookie: string): Promise<string> {
  const { cookie, key } = storedItemKey(refreshCookie);
  const item = await getItem(key);
  const token = openRefreshToken(String(item?.sealedRefreshToken), cookie);
  if (!token) throw new Error('The stored refresh token did not open');
  return token;
}

/** The refresh_token grant straight at the local provider, as the server makes it. */
function providerRefresh(refreshToken: string): Promise<Response> {
  const env = handlerEnvironment();
  return fetch(env[ENV.OIDC_TOKEN_ENDPOINT] ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: env[ENV.OIDC_CLIENT_ID] ?? '',
    }),
  });
}

describe('staying signed in (POST /api/auth/refresh)', () => {
  it('keeps the refresh token on the server: the cookie holds a secret, the table a sealed token', async () => {
    const { refreshCookie, userId } = await signedIn();
    const { cookie, key } = storedItemKey(refreshCookie);
    expect(cookie.userId).toBe(userId);
    const item = await getItem(key);
    expect(item).toMatchObject({ entity: 'REFRESH_SESSION', userId });
    // Neither the secret nor the refresh token itself is in the table.
    expect(JSON.stringify(item)).not.toContain(cookie.secret);
    expect(JSON.stringify(item)).not.toContain(await storedRefreshToken(refreshCookie));
  });

  it('renews a session whose hour ran out, and the new session reads and writes as the golfer', async () => {
    const { refreshCookie, userId, idToken } = await signedIn();
    const before = Number(jwtPayload(idToken).exp);
    const response = await renew(refreshCookie);
    expect(response.status).toBe(204);
    const cookies = setCookiesOf(response);
    const renewed = cookies[SESSION_COOKIE]?.value ?? '';
    expect(renewed).not.toBe('');
    // A fresh hour from the provider (the same second as the sign-in may give the same token again).
    expect(jwtPayload(renewed).sub).toBe(userId);
    expect(Number(jwtPayload(renewed).exp)).toBeGreaterThanOrEqual(before);
    expect(cookies[SESSION_COOKIE]).toMatchObject({ httpOnly: true, path: '/api' });
    // The refresh cookie moves with the idle limit; the signed-in hint lasts as long.
    expect(cookies[REFRESH_COOKIE]).toMatchObject({ httpOnly: true, path: '/api' });
    expect(cookies[REFRESH_COOKIE]?.maxAge).toBeGreaterThan(REFRESH_IDLE_LIMIT_MS / 1000 - 60);
    expect(cookies.fescue_signed_in?.maxAge).toBe(cookies[REFRESH_COOKIE]?.maxAge);

    const me = await apiFetch('/api/auth/user', { cookie: `${SESSION_COOKIE}=${renewed}` });
    expect(me.status).toBe(200);
    const patch = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie: `${SESSION_COOKIE}=${renewed}`,
      body: { firstName: 'Renewed' },
    });
    expect(patch.status).toBe(200);
  });

  it('renews again and again with the same cookie (a golfer who uses Fescue every hour)', async () => {
    const { refreshCookie } = await signedIn();
    for (let hour = 0; hour < 3; hour += 1) expect((await renew(refreshCookie)).status).toBe(204);
  });

  it('answers 401 "Not signed in" without a refresh cookie', async () => {
    const response = await renew(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not signed in' });
  });

  it('refuses a refresh cookie with a guessed secret (forged session)', async () => {
    const { refreshCookie, userId } = await signedIn();
    const forged = `${REFRESH_COOKIE}=${userId}.${'A'.repeat(43)}`;
    const response = await renew(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: SESSION_INVALID_MESSAGE });
    expect(setCookiesOf(response)[SESSION_COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    // The golfer's own session is untouched by the attempt.
    expect((await renew(refreshCookie)).status).toBe(204);
  });

  it("refuses one golfer's secret under another golfer's id (a session moved to someone else)", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const secret = storedItemKey(mine.refreshCookie).cookie.secret;
    expect((await renew(`${REFRESH_COOKIE}=${theirs.userId}.${secret}`)).status).toBe(401);
  });

  it('refuses a cross-site renewal (CSRF: another origin cannot renew on the golfer’s cookie)', async () => {
    const { refreshCookie } = await signedIn();
    expect((await renew(refreshCookie, 'https://evil.example')).status).toBe(403);
  });

  it('refuses the refresh cookie replayed after sign-out, and the provider refuses its token too (revoked)', async () => {
    const { cookie, refreshCookie } = await signedIn();
    const providerToken = await storedRefreshToken(refreshCookie);
    const { key } = storedItemKey(refreshCookie);
    expect((await apiFetch('/api/logout', { cookie: `${cookie}; ${refreshCookie}` })).status).toBe(302);
    expect(await getItem(key)).toBeUndefined();
    const response = await renew(refreshCookie);
    expect(response.status).toBe(401);
    const atProvider = await providerRefresh(providerToken);
    expect(atProvider.status).toBe(400);
    expect(await atProvider.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends every device on sign-out: another browser of the golfer can no longer renew', async () => {
    const email = freshEmail();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    expect(
      (await apiFetch('/api/logout', { cookie: `${laptop.cookie}; ${laptop.refreshCookie}` })).status,
    ).toBe(302);
    expect((await renew(phone.refreshCookie)).status).toBe(401);
  });

  it('signs out with only the refresh cookie (the hour ran out): every session of the golfer ends', async () => {
    const email = freshEmail();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    // The laptop's ID token has expired; its browser sends only the refresh cookie.
    expect((await apiFetch('/api/logout', { cookie: laptop.refreshCookie })).status).toBe(302);
    expect(await getItem(userKeys.profile(laptop.userId))).toHaveProperty('signedOutAt');
    expect((await apiFetch('/api/auth/user', { cookie: phone.cookie })).status).toBe(401);
    expect((await renew(phone.refreshCookie)).status).toBe(401);
  });

  it('refuses a renewal once the provider no longer honours the refresh token, and forgets the session', async () => {
    const { refreshCookie } = await signedIn();
    const env = handlerEnvironment();
    const revoked = await fetch(env[ENV.OIDC_REVOCATION_ENDPOINT] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: await storedRefreshToken(refreshCookie),
        client_id: env[ENV.OIDC_CLIENT_ID] ?? '',
      }),
    });
    expect(revoked.status).toBe(200);
    expect((await renew(refreshCookie)).status).toBe(401);
    expect(await getItem(storedItemKey(refreshCookie).key)).toBeUndefined();
  });

  it('refuses a renewal for a deleted account (no session brings a deleted golfer back)', async () => {
    const { cookie, refreshCookie, userId } = await signedIn();
    const deleted = await apiFetch('/api/user', {
      method: 'DELETE',
      cookie,
      body: { confirmation: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(deleted.status).toBe(200);
    const response = await renew(refreshCookie);
    expect(response.status).toBe(401);
    expect(await getItem(userKeys.profile(userId))).toBeUndefined();
  });
});
