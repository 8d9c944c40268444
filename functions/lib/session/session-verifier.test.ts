import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import {
  createSigningKey,
  serveJwks,
  signJwt,
  tamperSignature,
  type TestJwksServer,
} from '../testing/test-jwt';
import { createTokenVerifier, SESSION_INVALID_MESSAGE } from './session-verifier';

const issuer = 'http://localhost:4000/oidc';
const clientId = 'fescue-web';
const key = createSigningKey();
const strangerKey = createSigningKey();
let jwks: TestJwksServer;

beforeAll(async () => {
  jwks = await serveJwks([key]);
});
afterAll(() => jwks.close());

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: issuer,
  aud: clientId,
  sub: 'user-123',
  email: 'ada@example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  iat: now(),
  exp: now() + 3600,
  ...overrides,
});

async function refusal(
  token: string,
  verifier = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri }),
) {
  const outcome = await verifier(token).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UnauthorizedError);
  expect((outcome as UnauthorizedError).message).toBe(SESSION_INVALID_MESSAGE);
}

describe('session verifier', () => {
  it('accepts a good ID token, fetching the JWKS over loopback http, and returns sub and names', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const session = await verify(signJwt(key, claims()));
    expect(session).toMatchObject({
      userId: 'user-123',
      email: 'ada@example.com',
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    expect(session.expiresAt).toBeGreaterThan(now());
  });

  it('caches the JWKS between verifications', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const before = jwks.fetches();
    await verify(signJwt(key, claims()));
    await verify(signJwt(key, claims({ sub: 'user-456' })));
    expect(jwks.fetches() - before).toBe(1);
  });

  it('gives null names when the token carries none', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const session = await verify(
      signJwt(key, claims({ email: undefined, given_name: '', family_name: undefined })),
    );
    expect(session).toMatchObject({ email: null, givenName: null, familyName: null });
  });

  it.each([
    ['false', { email_verified: false }],
    ['missing', { email_verified: undefined }],
    ['the text "false"', { email_verified: 'false' }],
  ])(
    'takes no email from a token whose email_verified is %s: an address no one proved never stands for the golfer',
    async (_, overrides) => {
      const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
      const session = await verify(signJwt(key, claims(overrides)));
      expect(session).toMatchObject({ userId: 'user-123', email: null });
    },
  );

  it('takes the email a federated Cognito user\'s token marks verified as the text "true"', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const session = await verify(signJwt(key, claims({ email_verified: 'true' })));
    expect(session.email).toBe('ada@example.com');
  });

  it('refuses an expired token', () => refusal(signJwt(key, claims({ iat: now() - 7200, exp: now() - 60 }))));

  it('refuses a tampered signature', () => refusal(tamperSignature(signJwt(key, claims()))));

  it('refuses a token whose payload was edited after signing', async () => {
    const [header, , signature] = signJwt(key, claims()).split('.');
    const forgedPayload = Buffer.from(JSON.stringify(claims({ sub: 'someone-else' }))).toString('base64url');
    await refusal(`${header}.${forgedPayload}.${signature}`);
  });

  it('refuses a token for another audience', () => refusal(signJwt(key, claims({ aud: 'another-client' }))));

  it('refuses a token from another issuer', () =>
    refusal(signJwt(key, claims({ iss: 'http://localhost:4000/evil' }))));

  it('refuses a token signed by a key the provider does not publish', () =>
    refusal(signJwt(strangerKey, claims())));

  it('refuses something that is not a JWT', () => refusal('not-a-token'));

  it('refuses a token without iat, which no sign-out could be compared with', () =>
    refusal(signJwt(key, claims({ iat: undefined }))));

  it('reads the issue time, nonce, Cognito groups and Cognito user name the sign-out and operator checks use', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const issuedAt = now() - 10;
    const session = await verify(
      signJwt(
        key,
        claims({
          iat: issuedAt,
          nonce: 'nonce-abc',
          'cognito:groups': ['admins', 42],
          'cognito:username': 'google_123',
        }),
      ),
    );
    expect(session).toMatchObject({
      issuedAt,
      nonce: 'nonce-abc',
      groups: ['admins'],
      providerUsername: 'google_123',
    });
  });

  it('gives no groups, nonce or user name when the token carries none', async () => {
    const verify = createTokenVerifier({ issuer, clientId, jwksUri: jwks.jwksUri });
    const session = await verify(signJwt(key, claims({ 'cognito:groups': 'admins' })));
    expect(session).toMatchObject({ nonce: null, groups: [], providerUsername: null });
  });

  it('answers 503, not 401, when the provider keys cannot be fetched', async () => {
    const down = createTokenVerifier({ issuer, clientId, jwksUri: 'http://127.0.0.1:9/jwks' });
    await expect(down(signJwt(key, claims()))).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
