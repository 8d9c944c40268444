import { createHash } from 'node:crypto';
import { parseSetCookie } from 'cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../lib/testing/lambda-context';
import { httpEvent } from '../../lib/testing/http-event';
import { stubConfig, TEST_APP_ORIGIN, TEST_CLIENT_ID, TEST_ISSUER } from '../../lib/testing/test-config';
import { handler } from '../handler';
import { decodeLoginState } from '../login-state';

beforeEach(() => stubConfig());
afterEach(() => vi.unstubAllEnvs());

async function login(query: Record<string, string> = {}) {
  const result = await handler(httpEvent('GET /api/login', { query }), lambdaContext);
  const location = new URL(String(result.headers?.location));
  const cookie = parseSetCookie(result.cookies?.[0] ?? '');
  return { result, location, cookie, saved: decodeLoginState(cookie.value) };
}

describe('GET /api/login', () => {
  it('redirects to the authorization endpoint with code flow, PKCE S256, state, nonce and our callback', async () => {
    const { result, location } = await login();
    expect(result.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ISSUER}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT_ID,
      redirect_uri: `${TEST_APP_ORIGIN}/api/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('keeps the verifier, state and nonce in the login cookie, matching what was sent', async () => {
    const { location, cookie, saved } = await login();
    expect(cookie).toMatchObject({
      name: 'fescue_login',
      httpOnly: true,
      path: '/api',
      maxAge: 600,
      secure: true,
    });
    expect(saved?.state).toBe(location.searchParams.get('state'));
    expect(saved?.nonce).toBe(location.searchParams.get('nonce'));
    const challenge = createHash('sha256').update(saved!.codeVerifier).digest('base64url');
    expect(location.searchParams.get('code_challenge')).toBe(challenge);
  });

  it('uses fresh state for every sign-in', async () => {
    const first = await login();
    const second = await login();
    expect(first.saved?.state).not.toBe(second.saved?.state);
    expect(first.saved?.codeVerifier).not.toBe(second.saved?.codeVerifier);
  });

  it('remembers a same-site returnTo', async () => {
    expect((await login({ returnTo: '/profile' })).saved?.returnTo).toBe('/profile');
  });

  it.each(['//evil.example', '/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example'])(
    'replaces the off-site returnTo %s with / (open redirect)',
    async (returnTo) => {
      expect((await login({ returnTo })).saved?.returnTo).toBe('/');
    },
  );

  it('sets the login cookie without Secure on http localhost', async () => {
    stubConfig({ APP_ORIGIN: 'http://localhost:3000' });
    const { cookie, location } = await login();
    expect(cookie.secure).toBeFalsy();
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/callback');
  });
});
