import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSetCookie } from 'cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/user';
import { createUserIfAbsent, getSignOutMarker, recordSignInAfterSignOut } from '../../users/users-repository';
import { lambdaContext } from '../../lib/testing/lambda-context';
import { httpEvent } from '../../lib/testing/http-event';
import { stubConfig, TEST_CLIENT_ID } from '../../lib/testing/test-config';
import { createSigningKey, signJwt } from '../../lib/testing/test-jwt';
import { handler } from '../handler';
import { loginStateCookie, type LoginState } from '../login-state';
import type * as UsersRepository from '../../users/users-repository';

// The repository is exercised against DynamoDB Local in the integration tests; here only the flow matters.
vi.mock('../../users/users-repository', async (importOriginal) => ({
  // The claims mapping is the real one: only the table's reads and writes are stood in for.
  claimsOf: (await importOriginal<typeof UsersRepository>()).claimsOf,
  createUserIfAbsent: vi.fn(async () => ({}) as User),
  getSignOutMarker: vi.fn(async () => undefined),
  recordSignInAfterSignOut: vi.fn(async () => true),
}));

const key = createSigningKey();
const now = () => Math.floor(Date.now() / 1000);
let issuer = '';
let tokenRequests: URLSearchParams[] = [];
let idTokenClaims: (nonce: string) => Record<string, unknown>;
let server: Server;

/** A provider's token endpoint and JWKS on loopback: enough for openid-client to run the real code exchange. */
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/jwks') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [key.publicJwk] }));
      return;
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      if (form.get('code') !== 'good-code') {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: 'access',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: signJwt(key, idTokenClaims(storedNonce)),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storedNonce = 'nonce-123';
const loginState: LoginState = {
  codeVerifier: 'v'.repeat(43),
  state: 'state-123',
  nonce: storedNonce,
  returnTo: '/profile',
};

beforeEach(() => {
  stubConfig({
    APP_ORIGIN: 'http://localhost:3000',
    OIDC_ISSUER: issuer,
    OIDC_TOKEN_ENDPOINT: `${issuer}/token`,
    OIDC_JWKS_URI: `${issuer}/jwks`,
    OIDC_AUTHORIZATION_ENDPOINT: `${issuer}/auth`,
  });
  tokenRequests = [];
  idTokenClaims = (nonce) => ({
    iss: issuer,
    aud: TEST_CLIENT_ID,
    sub: 'sub-42',
    nonce,
    email: 'Ada@Example.com',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    iat: now(),
    exp: now() + 3600,
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  vi.mocked(getSignOutMarker).mockResolvedValue(undefined);
});

function loginCookie(state: LoginState = loginState): string {
  const { name, value } = parseSetCookie(loginStateCookie(state, 'http://localhost:3000'));
  return `${name}=${value}`;
}

async function callback(query: Record<string, string>, cookies: string[] = [loginCookie()]) {
  const result = await handler(httpEvent('GET /api/callback', { query, cookies }), lambdaContext);
  const setCookies = Object.fromEntries(
    (result.cookies ?? []).map((header) => {
      const parsed = parseSetCookie(header);
      return [parsed.name, parsed];
    }),
  );
  return { status: result.statusCode, location: result.headers?.location, setCookies };
}

describe('GET /api/callback', () => {
  it('exchanges the code with the PKCE verifier, creates the user from the claims and sets the session', async () => {
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ status: 302, location: '/profile' });
    expect(tokenRequests[0]?.get('code_verifier')).toBe(loginState.codeVerifier);
    expect(tokenRequests[0]?.get('redirect_uri')).toBe('http://localhost:3000/api/callback');
    expect(createUserIfAbsent).toHaveBeenCalledWith({
      sub: 'sub-42',
      email: 'Ada@Example.com',
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    const session = outcome.setCookies.fescue_session;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/api' });
    expect(session?.value?.split('.')).toHaveLength(3);
    expect(session?.maxAge).toBeGreaterThan(3500);
    expect(session?.maxAge).toBeLessThanOrEqual(3600);
    // The signed-in hint: on every page's path, readable by the page, nothing in it, gone with the session.
    const hint = outcome.setCookies.fescue_signed_in;
    expect(hint).toMatchObject({ value: '1', sameSite: 'lax', path: '/', maxAge: session?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    expect(outcome.setCookies.fescue_login).toMatchObject({ value: '', maxAge: 0 });
  });

  it('lands on / when a planted login cookie carries an off-site returnTo (open redirect)', async () => {
    const planted = loginCookie({ ...loginState, returnTo: '/..//evil.example' });
    const outcome = await callback({ code: 'good-code', state: 'state-123' }, [planted]);
    expect(outcome).toMatchObject({ status: 302, location: '/' });
  });

  it.each([
    ['the provider reports an error', { error: 'access_denied', state: 'state-123' }, undefined],
    ['the state does not match', { code: 'good-code', state: 'forged' }, undefined],
    ['the login cookie is missing', { code: 'good-code', state: 'state-123' }, []],
    ['the login cookie is garbled', { code: 'good-code', state: 'state-123' }, ['fescue_login=garbage']],
    ['the code is refused by the provider', { code: 'stolen-code', state: 'state-123' }, undefined],
  ])('lands on the login page with an error when %s', async (_why, query, cookies) => {
    const outcome = await callback(query, cookies);
    expect(outcome).toMatchObject({ status: 302, location: '/login?error=signin_failed' });
    expect(outcome.setCookies.fescue_session).toBeUndefined();
    expect(outcome.setCookies.fescue_signed_in).toBeUndefined();
    expect(outcome.setCookies.fescue_login).toMatchObject({ value: '', maxAge: 0 });
    expect(createUserIfAbsent).not.toHaveBeenCalled();
  });

  it('refuses an ID token with another nonce (a replayed response)', async () => {
    const original = idTokenClaims;
    idTokenClaims = () => original('someone-elses');
    expect(await callback({ code: 'good-code', state: 'state-123' })).toMatchObject({
      location: '/login?error=signin_failed',
    });
  });

  it('refuses an ID token issued for another client', async () => {
    const original = idTokenClaims;
    idTokenClaims = (nonce) => ({ ...original(nonce), aud: 'another-client' });
    expect(await callback({ code: 'good-code', state: 'state-123' })).toMatchObject({
      location: '/login?error=signin_failed',
    });
  });

  it('does not send the code when the state does not match', async () => {
    await callback({ code: 'good-code', state: 'forged' });
    expect(tokenRequests).toHaveLength(0);
  });

  it("admits a sign-in in the same second as the golfer's sign-out by recording its nonce", async () => {
    const signedOutAt = Date.now() - 1;
    vi.mocked(getSignOutMarker).mockResolvedValue({ signedOutAt, signInsAfterSignOut: new Set() });
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ status: 302, location: '/profile' });
    expect(outcome.setCookies.fescue_session?.value).toBeTruthy();
    expect(recordSignInAfterSignOut).toHaveBeenCalledWith('sub-42', storedNonce, signedOutAt);
  });

  it('refuses a token whose code exchange began before the last sign-out (it may predate the sign-out)', async () => {
    const signedOutAt = Date.now() + 500;
    vi.mocked(getSignOutMarker).mockResolvedValue({ signedOutAt, signInsAfterSignOut: new Set() });
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ status: 302, location: '/login?error=signin_failed' });
    expect(outcome.setCookies.fescue_session).toBeUndefined();
    expect(recordSignInAfterSignOut).not.toHaveBeenCalled();
  });

  it('refuses the sign-in when a newer sign-out lands while it completes', async () => {
    vi.mocked(getSignOutMarker).mockResolvedValue({
      signedOutAt: Date.now() - 1,
      signInsAfterSignOut: new Set(),
    });
    vi.mocked(recordSignInAfterSignOut).mockResolvedValueOnce(false);
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ location: '/login?error=signin_failed' });
  });

  it('records nothing for a golfer whose last sign-out is older than the token', async () => {
    vi.mocked(getSignOutMarker).mockResolvedValue({
      signedOutAt: Date.now() - 60_000,
      signInsAfterSignOut: new Set(),
    });
    expect(await callback({ code: 'good-code', state: 'state-123' })).toMatchObject({
      location: '/profile',
    });
    expect(recordSignInAfterSignOut).not.toHaveBeenCalled();
  });

  it('refuses a sign-in while the account is being deleted, however long ago the last sign-out was', async () => {
    vi.mocked(getSignOutMarker).mockResolvedValue({
      signedOutAt: 0,
      signInsAfterSignOut: new Set(),
      closingUntil: Date.now() + 60_000,
    });
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ status: 302, location: '/login?error=signin_failed' });
    expect(outcome.setCookies.fescue_session).toBeUndefined();
    expect(recordSignInAfterSignOut).not.toHaveBeenCalled();
  });

  it('lands on the login page when storing the user fails', async () => {
    vi.mocked(createUserIfAbsent).mockRejectedValueOnce(new Error('DynamoDB down'));
    const outcome = await callback({ code: 'good-code', state: 'state-123' });
    expect(outcome).toMatchObject({ status: 302, location: '/login?error=signin_failed' });
    expect(outcome.setCookies.fescue_session).toBeUndefined();
  });
});
