import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userSchema } from '#shared/schemas/user';
import { signInOverHttp } from '../../scripts/local/sign-in-driver';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn, stackUrl } from '../../scripts/local/testing';
import { userKeys } from '../data/keys/user-keys';
import {
  cookieHeaderFrom,
  freshEmail,
  jwtPayload,
  redirectTarget,
  setCookiesOf,
} from '../lib/testing/stack-helpers';
import { tamperSignature } from '../lib/testing/test-jwt';
import { SIGN_OUT_CLOCK_MARGIN_SECONDS } from '../lib/session/sign-out-marker';

const SESSION_INVALID = { message: 'Your session has expired or is not valid. Please sign in again.' };

describe('GET /api/login', () => {
  it('redirects to the provider with PKCE S256, state and nonce, and sets the short-lived login cookie', async () => {
    const response = await apiFetch('/api/login?returnTo=/profile');
    expect(response.status).toBe(302);
    const location = redirectTarget(response, stackUrl());
    expect(location.pathname).toMatch(/\/oidc\//);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${stackUrl()}/api/callback`);
    expect(setCookiesOf(response).fescue_login).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/api',
      maxAge: 600,
    });
  });
});

describe('GET /api/callback', () => {
  it('lands on the login page with an error when the state does not match', async () => {
    const login = await apiFetch('/api/login');
    const response = await apiFetch('/api/callback?code=anything&state=forged-state', {
      cookie: cookieHeaderFrom(login),
    });
    expect(response.status).toBe(302);
    const target = redirectTarget(response, stackUrl());
    expect(`${target.pathname}${target.search}`).toBe('/login?error=signin_failed');
    expect(setCookiesOf(response).fescue_session).toBeUndefined();
    expect(setCookiesOf(response).fescue_login).toMatchObject({ maxAge: 0 });
  });

  it('lands on the login page when the login cookie is missing', async () => {
    const login = await apiFetch('/api/login');
    const state = redirectTarget(login, stackUrl()).searchParams.get('state') ?? '';
    const response = await apiFetch(`/api/callback?code=anything&state=${encodeURIComponent(state)}`);
    const target = redirectTarget(response, stackUrl());
    expect(`${target.pathname}${target.search}`).toBe('/login?error=signin_failed');
  });

  it('lands on the login page when the provider reports an error', async () => {
    const login = await apiFetch('/api/login');
    const state = redirectTarget(login, stackUrl()).searchParams.get('state') ?? '';
    const response = await apiFetch(`/api/callback?error=access_denied&state=${encodeURIComponent(state)}`, {
      cookie: cookieHeaderFrom(login),
    });
    const target = redirectTarget(response, stackUrl());
    expect(`${target.pathname}${target.search}`).toBe('/login?error=signin_failed');
  });

  it('first sign-in creates the user from the token claims', async () => {
    const email = freshEmail();
    const { userId, idToken } = await signIn(email);
    const claims = jwtPayload(idToken);
    expect(claims.sub).toBe(userId);
    const item = await getItem(userKeys.profile(userId));
    expect(item).toMatchObject({
      entity: 'USER',
      id: userId,
      email,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      isPremium: false,
      leaderboardOptIn: false,
      handicap: null,
      // The address the provider verified, in the operator's lookup index.
      ...userKeys.verifiedEmailIndex(email, userId),
    });
  });

  it.each(['/..//evil.example', '/.//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example'])(
    'lands on a same-origin path after sign-in with returnTo=%s (open redirect)',
    async (returnTo) => {
      const { landing } = await signIn(freshEmail(), { returnTo });
      expect(landing).toBe('/');
      expect(new URL(landing ?? '', stackUrl()).origin).toBe(new URL(stackUrl()).origin);
    },
  );

  it('lands on the page asked for after sign-in', async () => {
    expect((await signIn(freshEmail(), { returnTo: '/rounds?page=2' })).landing).toBe('/rounds?page=2');
  });

  it('a second sign-in keeps the user as they edited it', async () => {
    const email = freshEmail();
    const first = await signIn(email);
    const patched = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie: first.cookie,
      body: { firstName: 'Edited' },
    });
    expect(patched.status).toBe(200);
    const second = await signIn(email);
    expect(second.userId).toBe(first.userId);
    expect(await getItem(userKeys.profile(first.userId))).toMatchObject({ firstName: 'Edited' });
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in user', async () => {
    const email = freshEmail();
    const { cookie, userId } = await signIn(email);
    const response = await apiFetch('/api/auth/user', { cookie });
    expect(response.status).toBe(200);
    const user = userSchema.parse(await response.json());
    expect(user).toMatchObject({ id: userId, email, isOperator: false });
  });

  it("says an operator's session is an operator's, so only operators see the Operations link", async () => {
    const { cookie } = await signIn(OPERATOR_EMAIL);
    const response = await apiFetch('/api/auth/user', { cookie });
    expect(userSchema.parse(await response.json()).isOperator).toBe(true);
  });

  it('answers 401 "Not signed in" without a session cookie', async () => {
    const response = await apiFetch('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not signed in' });
  });

  it('answers 401 for an expired token', async () => {
    const token = await mintIdToken({ sub: randomUUID(), email: freshEmail(), expiresInSeconds: -60 });
    const response = await apiFetch('/api/auth/user', { cookie: sessionCookie(token) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(SESSION_INVALID);
  });

  it('answers 401 for a tampered token', async () => {
    const { idToken } = await signIn(freshEmail());
    const response = await apiFetch('/api/auth/user', { cookie: sessionCookie(tamperSignature(idToken)) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(SESSION_INVALID);
  });

  it('answers 401 for a token issued to another client', async () => {
    const token = await mintIdToken({
      sub: randomUUID(),
      email: freshEmail(),
      audience: 'some-other-client',
    });
    const response = await apiFetch('/api/auth/user', { cookie: sessionCookie(token) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(SESSION_INVALID);
  });

  it('answers 401 for a token from another issuer', async () => {
    const token = await mintIdToken({
      sub: randomUUID(),
      email: freshEmail(),
      issuer: 'http://localhost:1/not-ours',
    });
    const response = await apiFetch('/api/auth/user', { cookie: sessionCookie(token) });
    expect(response.status).toBe(401);
  });

  it('creates the user from the token claims when the record is missing', async () => {
    const sub = randomUUID();
    const email = freshEmail();
    expect(await getItem(userKeys.profile(sub))).toBeUndefined();
    const response = await apiFetch('/api/auth/user', {
      cookie: sessionCookie(await mintIdToken({ sub, email })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: sub, email });
    expect(await getItem(userKeys.profile(sub))).toMatchObject({ id: sub, email });
  });

  it('creates one user when two first requests race', async () => {
    const sub = randomUUID();
    const cookie = sessionCookie(await mintIdToken({ sub, email: freshEmail() }));
    const responses = await Promise.all([1, 2, 3].map(() => apiFetch('/api/auth/user', { cookie })));
    const users = await Promise.all(
      responses.map((response) => response.json() as Promise<{ createdAt: string }>),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(users.map((user) => user.createdAt)).size).toBe(1);
  });

  it('two accounts whose sign-in verified one address (a password and Google) both keep it: neither blocks the other', async () => {
    const email = freshEmail();
    const first = await signIn(email);
    const sub = randomUUID();
    const response = await apiFetch('/api/auth/user', {
      cookie: sessionCookie(await mintIdToken({ sub, email })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: sub, email });
    expect(await getItem(userKeys.profile(first.userId))).toMatchObject({ email });
  });

  it('takes no email from a token whose provider did not verify it, and the next verified sign-in sets it', async () => {
    const sub = randomUUID();
    const email = freshEmail('unverified');
    const unverified = await apiFetch('/api/auth/user', {
      cookie: sessionCookie(await mintIdToken({ sub, email, emailVerified: false })),
    });
    expect(await unverified.json()).toMatchObject({ id: sub, email: null });
    const item = await getItem(userKeys.profile(sub));
    expect(item).toMatchObject({ email: null });
    expect(item).not.toHaveProperty('gsi1pk');

    const verified = await apiFetch('/api/auth/user', {
      cookie: sessionCookie(await mintIdToken({ sub, email })),
    });
    expect(await verified.json()).toMatchObject({ id: sub, email });
    expect(await getItem(userKeys.profile(sub))).toMatchObject(userKeys.verifiedEmailIndex(email, sub));
  });
});

describe('GET /api/logout', () => {
  it('clears the session cookie and sends the browser to the provider logout with the ID token hint', async () => {
    const { cookie, idToken } = await signIn(freshEmail());
    const response = await apiFetch('/api/logout', { cookie });
    expect(response.status).toBe(302);
    expect(setCookiesOf(response).fescue_session).toMatchObject({ value: '', maxAge: 0, path: '/api' });
    const location = redirectTarget(response, stackUrl());
    expect(location.pathname).toMatch(/^\/oidc\//);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${stackUrl()}/`);
    expect(location.searchParams.get('id_token_hint')).toBe(idToken);
  });

  it('also works when not signed in', async () => {
    const response = await apiFetch('/api/logout');
    expect(response.status).toBe(302);
    expect(setCookiesOf(response).fescue_session).toMatchObject({ maxAge: 0 });
  });
});

describe('sign-out ends the session on the server', () => {
  it('refuses the old session cookie replayed after logout, on GET /api/auth/user and PATCH /api/user/profile (session replay)', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    expect((await apiFetch('/api/auth/user', { cookie })).status).toBe(200);

    expect((await apiFetch('/api/logout', { cookie })).status).toBe(302);

    const me = await apiFetch('/api/auth/user', { cookie });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual(SESSION_INVALID);
    const before = await getItem(userKeys.profile(userId));
    const patch = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: 'Replayed' },
    });
    expect(patch.status).toBe(401);
    expect(await getItem(userKeys.profile(userId))).toEqual(before);
  });

  it('records the sign-out instant on the profile item, where the session check reads it', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const startedAt = Date.now();
    await apiFetch('/api/logout', { cookie });
    const item = await getItem(userKeys.profile(userId));
    expect(item?.signedOutAt).toBeGreaterThanOrEqual(startedAt);
    expect(item?.signedOutAt).toBeLessThanOrEqual(Date.now());
  });

  it('lets a fresh sign-in right after sign-out work, in the sign-out second, while the old cookie stays refused', async () => {
    const email = freshEmail();
    const old = await signIn(email);
    await apiFetch('/api/logout', { cookie: old.cookie });
    const fresh = await signInOverHttp(stackUrl(), email);

    // The new token carries the sign-out's second (or the margin after it): the case iat alone cannot order.
    const { signedOutAt } = (await getItem(userKeys.profile(old.userId))) as { signedOutAt: number };
    const voidThrough = Math.floor(signedOutAt / 1000) + SIGN_OUT_CLOCK_MARGIN_SECONDS;
    expect(Number(jwtPayload(fresh.idToken).iat)).toBeLessThanOrEqual(voidThrough);

    expect((await apiFetch('/api/auth/user', { cookie: fresh.cookie })).status).toBe(200);
    const patch = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie: fresh.cookie,
      body: { firstName: 'Fresh' },
    });
    expect(patch.status).toBe(200);
    expect((await apiFetch('/api/auth/user', { cookie: old.cookie })).status).toBe(401);
  });

  it("signing out on one device ends the golfer's sessions on the others too", async () => {
    const email = freshEmail();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    await apiFetch('/api/logout', { cookie: phone.cookie });
    expect((await apiFetch('/api/auth/user', { cookie: laptop.cookie })).status).toBe(401);
  });

  it('a second sign-out voids the session admitted after the first', async () => {
    const email = freshEmail();
    const first = await signIn(email);
    await apiFetch('/api/logout', { cookie: first.cookie });
    const second = await signIn(email);
    expect((await apiFetch('/api/auth/user', { cookie: second.cookie })).status).toBe(200);
    await apiFetch('/api/logout', { cookie: second.cookie });
    expect((await apiFetch('/api/auth/user', { cookie: second.cookie })).status).toBe(401);
  });

  it('a replayed cookie cannot sign the golfer out again once voided', async () => {
    const email = freshEmail();
    const old = await signIn(email);
    await apiFetch('/api/logout', { cookie: old.cookie });
    const fresh = await signIn(email);
    await apiFetch('/api/logout', { cookie: old.cookie });
    expect((await apiFetch('/api/auth/user', { cookie: fresh.cookie })).status).toBe(200);
  });
});
