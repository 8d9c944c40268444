import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_CHECK_UNAVAILABLE_MESSAGE } from '#shared/schemas/api-error';
import { resetDocumentClientForTests } from '../../data/dynamo-client';
import { usersRoutes } from '../../users/handler';
import { BUSY_RETRY_AFTER_SECONDS } from '../errors';
import { createHttpHandler } from '../http/http-handler';
import { logger } from '../logger';
import { httpEvent } from '../testing/http-event';
import { lambdaContext } from '../testing/lambda-context';
import { stubConfig } from '../testing/test-config';
import { createSigningKey, serveJwks, signJwt } from '../testing/test-jwt';
import { createTokenVerifier } from './session-verifier';

// The provider's keys cannot be read (its JWKS server stopped): no session can be checked, which is our
// outage and not the golfer's bad token, so the answer is 503 with a message they can act on, never 401.
const issuer = 'http://127.0.0.1:9/oidc';
const clientId = 'fescue-web';
const key = createSigningKey();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  stubConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' });
  resetDocumentClientForTests();
  dynamo.reset();
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('when the sign-in provider’s keys cannot be read', () => {
  it('answers 503 "We can’t check your sign-in right now" with Retry-After, reading nothing', async () => {
    const stopped = await serveJwks([key]);
    await stopped.close();
    const handler = createHttpHandler(usersRoutes, {
      sessionVerifier: createTokenVerifier({ issuer, clientId, jwksUri: stopped.jwksUri }),
    });
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(key, { iss: issuer, aud: clientId, sub: 'user-1', iat: now, exp: now + 3600 });
    const result = await handler(
      httpEvent('GET /api/user', { cookies: [`fescue_session=${token}`] }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(String(result.body))).toEqual({ message: SIGN_IN_CHECK_UNAVAILABLE_MESSAGE });
    expect(result.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
