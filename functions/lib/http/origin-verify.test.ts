import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../errors';
import { buildSession } from '../testing/build-session';
import { httpEvent } from '../testing/http-event';
import { lambdaContext } from '../testing/lambda-context';
import { stubConfig } from '../testing/test-config';
import { createHttpHandler, type RouteTable } from './http-handler';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';
import {
  createOriginVerifier,
  EDGE_ONLY_MESSAGE,
  forgetOriginVerifierForTests,
  MAX_SECRET_AGE_MS,
  REREAD_AFTER_MISMATCH_MS,
} from './origin-verify';
import { json } from './responses';

describe('createOriginVerifier', () => {
  function harness(values: string[][]) {
    let clock = 0;
    const readAccepted = vi.fn(
      async () => values[Math.min(readAccepted.mock.calls.length - 1, values.length - 1)] ?? [],
    );
    const verify = createOriginVerifier({ readAccepted, now: () => clock });
    return { verify, readAccepted, advance: (ms: number) => (clock += ms) };
  }

  it('accepts the current value, read once for many requests', async () => {
    const { verify, readAccepted, advance } = harness([['current']]);
    expect(await verify('current')).toBe(true);
    advance(MAX_SECRET_AGE_MS - 1);
    expect(await verify('current')).toBe(true);
    expect(readAccepted).toHaveBeenCalledOnce();
  });

  it('accepts the previous value too, during a rotation', async () => {
    expect(await harness([['new', 'old']]).verify('old')).toBe(true);
  });

  it.each([undefined, '', 'guess', 'current ', 'CURRENT'])('refuses %j', async (presented) => {
    expect(await harness([['current']]).verify(presented)).toBe(false);
  });

  it('reads again after a mismatch, at most once a minute, so a rotation is picked up without a restart', async () => {
    const { verify, readAccepted, advance } = harness([['old'], ['new', 'old']]);
    expect(await verify('old')).toBe(true);
    expect(await verify('new')).toBe(false);
    expect(readAccepted).toHaveBeenCalledOnce();
    advance(REREAD_AFTER_MISMATCH_MS);
    expect(await verify('new')).toBe(true);
    expect(readAccepted).toHaveBeenCalledTimes(2);
    for (const guess of ['a', 'b', 'c']) expect(await verify(guess)).toBe(false);
    expect(readAccepted).toHaveBeenCalledTimes(2);
  });

  it('stops accepting a retired previous value within five minutes, on warm instances too', async () => {
    const { verify, advance } = harness([['new', 'old'], ['new']]);
    expect(await verify('old')).toBe(true);
    advance(MAX_SECRET_AGE_MS);
    expect(await verify('old')).toBe(false);
    expect(await verify('new')).toBe(true);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    const readAccepted = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValue(['current']);
    const verify = createOriginVerifier({ readAccepted });
    await expect(verify('current')).rejects.toThrow('throttled');
    expect(await verify('current')).toBe(true);
  });
});

describe('every API route behind the origin-verify check', () => {
  const SECRET = 'edge-secret-value';
  const verifySession = vi.fn(async () => buildSession());
  const seen = vi.fn();
  const routes: RouteTable = {
    'GET /api/login': {
      auth: 'public',
      handle: async (event) => {
        seen(event.headers);
        return json(200, { public: true });
      },
    },
    'GET /api/auth/user': { auth: 'session', handle: async () => json(200, { me: true }) },
  };
  const handler = createHttpHandler(routes, { sessionVerifier: verifySession });
  const call = async (routeKey: string, headers: Record<string, string> = {}) => {
    const result = await handler(
      httpEvent(routeKey, { headers, cookies: ['fescue_session=t'] }),
      lambdaContext,
    );
    return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
  };

  beforeEach(() => {
    stubConfig({ ORIGIN_VERIFY_SECRET: SECRET });
    forgetOriginVerifierForTests();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it.each(['GET /api/login', 'GET /api/auth/user'])(
    'answers 403 to %s called directly, without the header CloudFront adds (edge bypass)',
    async (routeKey) => {
      expect(await call(routeKey)).toEqual({ status: 403, body: { message: EDGE_ONLY_MESSAGE } });
      expect(seen).not.toHaveBeenCalled();
      expect(verifySession).not.toHaveBeenCalled();
    },
  );

  it('answers 403 to a wrong value, before the session is looked at', async () => {
    expect((await call('GET /api/auth/user', { [ORIGIN_VERIFY_HEADER]: 'guess' })).status).toBe(403);
    expect(verifySession).not.toHaveBeenCalled();
  });

  it('answers 403 before a 404, so a direct caller learns nothing about the routes', async () => {
    expect((await call('GET /api/nothing-here')).status).toBe(403);
  });

  it('lets a request with the header through, and hides the header from the route', async () => {
    expect(await call('GET /api/login', { [ORIGIN_VERIFY_HEADER]: SECRET })).toEqual({
      status: 200,
      body: { public: true },
    });
    expect(Object.keys(seen.mock.calls[0]?.[0] as object)).not.toContain(ORIGIN_VERIFY_HEADER);
    expect((await call('GET /api/auth/user', { [ORIGIN_VERIFY_HEADER]: SECRET })).status).toBe(200);
  });

  it('then runs the session check as before', async () => {
    verifySession.mockRejectedValueOnce(new UnauthorizedError());
    expect((await call('GET /api/auth/user', { [ORIGIN_VERIFY_HEADER]: SECRET })).status).toBe(401);
  });

  it('is off where nothing is configured (unit tests of other routes, a bare handler)', async () => {
    stubConfig();
    forgetOriginVerifierForTests();
    expect((await call('GET /api/login')).status).toBe(200);
  });
});

describe('the origin-verify secret in AWS', () => {
  const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:OriginVerify-AbCdEf';
  const secrets = mockClient(SecretsManagerClient);
  const handler = createHttpHandler({
    'GET /api/login': { auth: 'public', handle: async () => json(200, {}) },
  });
  const callWith = async (value: string) =>
    (
      await handler(
        httpEvent('GET /api/login', { headers: { [ORIGIN_VERIFY_HEADER]: value } }),
        lambdaContext,
      )
    ).statusCode;

  beforeEach(() => {
    stubConfig({ ORIGIN_VERIFY_SECRET_ARN: SECRET_ARN });
    forgetOriginVerifierForTests();
    secrets.reset();
  });
  afterEach(() => vi.unstubAllEnvs());

  // Secrets Manager has no local emulator here, so its answers are mocked.
  it("accepts the secret's current and previous versions, read by version stage", async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'new' });
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' })
      .resolves({ SecretString: 'old' });
    expect(await callWith('new')).toBe(200);
    expect(await callWith('old')).toBe(200);
    expect(await callWith('older')).toBe(403);
  });

  it('works with a secret never rotated (no previous version)', async () => {
    secrets.on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' }).resolves({ SecretString: 'only' });
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' })
      .rejects(new ResourceNotFoundException({ message: 'no AWSPREVIOUS', $metadata: {} }));
    expect(await callWith('only')).toBe(200);
  });

  it('fails closed with a 503 when the secret cannot be read', async () => {
    secrets.on(GetSecretValueCommand).rejects(new Error('AccessDenied'));
    expect(await callWith('anything')).toBe(503);
  });
});
