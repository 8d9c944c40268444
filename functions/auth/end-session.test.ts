import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { parseSetCookie } from 'cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSignOutMarker, recordSignOut } from '../users/users-repository';
import { logger } from '../lib/logger';
import { lambdaContext } from '../lib/testing/lambda-context';
import { httpEvent } from '../lib/testing/http-event';
import { stubConfig, TEST_CLIENT_ID } from '../lib/testing/test-config';
import { createSigningKey, serveJwks, signJwt, type TestJwksServer } from '../lib/testing/test-jwt';
import { handler } from './handler';
import { forgetProviderClientForTests } from './provider-sign-out';

// The marker's reads and writes run against DynamoDB Local in auth.int.test.ts; here only the Cognito call
// matters, which no emulator offers, so the repository is stubbed and the Cognito client mocked.
vi.mock('../users/users-repository', () => ({
  getSignOutMarker: vi.fn(async () => undefined),
  recordSignOut: vi.fn(async () => true),
}));

const USER_POOL_ID = 'us-east-1_Example1';
const issuer = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Example1';
const key = createSigningKey();
const cognito = mockClient(CognitoIdentityProviderClient);
let jwks: TestJwksServer;

beforeAll(async () => {
  jwks = await serveJwks([key]);
});
afterAll(() => jwks.close());

beforeEach(() => {
  stubConfig({ OIDC_ISSUER: issuer, OIDC_JWKS_URI: jwks.jwksUri, COGNITO_USER_POOL_ID: USER_POOL_ID });
  cognito.reset();
  forgetProviderClientForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

const now = () => Math.floor(Date.now() / 1000);
function idToken(overrides: Record<string, unknown> = {}): string {
  return signJwt(key, {
    iss: issuer,
    aud: TEST_CLIENT_ID,
    sub: 'sub-7',
    'cognito:username': 'golfer-7',
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  });
}

async function logout(token: string) {
  const result = await handler(
    httpEvent('GET /api/logout', { cookies: [`fescue_session=${token}`] }),
    lambdaContext,
  );
  const cleared = (result.cookies ?? []).map((header) => parseSetCookie(header));
  return { status: result.statusCode, cleared };
}

describe('sign-out in AWS', () => {
  it("records the sign-out and ends the golfer's Cognito refresh tokens with AdminUserGlobalSignOut", async () => {
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    const outcome = await logout(idToken());
    expect(outcome.status).toBe(302);
    expect(recordSignOut).toHaveBeenCalledWith('sub-7', expect.any(Number));
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: USER_POOL_ID, Username: 'golfer-7' },
    ]);
  });

  it('still signs the browser out, and logs, when Cognito refuses the global sign-out', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    cognito.on(AdminUserGlobalSignOutCommand).rejects(new Error('Rate exceeded'));
    const outcome = await logout(idToken());
    expect(outcome.status).toBe(302);
    expect(outcome.cleared).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'fescue_session', maxAge: 0 })]),
    );
    expect(recordSignOut).toHaveBeenCalled();
    expect(warned).toHaveBeenCalledWith('Cognito global sign-out failed', expect.anything());
    warned.mockRestore();
  });

  it('makes no Cognito call where no user pool is configured (the local stack)', async () => {
    stubConfig({ OIDC_ISSUER: issuer, OIDC_JWKS_URI: jwks.jwksUri, COGNITO_USER_POOL_ID: '' });
    await logout(idToken());
    expect(recordSignOut).toHaveBeenCalled();
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('lets an expired or forged token sign no one out', async () => {
    await logout(idToken({ iat: now() - 7200, exp: now() - 60 }));
    await logout(
      signJwt(createSigningKey(), {
        iss: issuer,
        aud: TEST_CLIENT_ID,
        sub: 'sub-7',
        iat: now(),
        exp: now() + 60,
      }),
    );
    expect(recordSignOut).not.toHaveBeenCalled();
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('lets a token already voided by an earlier sign-out sign no one out again', async () => {
    vi.mocked(getSignOutMarker).mockResolvedValueOnce({
      signedOutAt: Date.now() + 5000,
      signInsAfterSignOut: new Set(),
    });
    await logout(idToken());
    expect(recordSignOut).not.toHaveBeenCalled();
  });
});
