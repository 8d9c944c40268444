import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from './errors';
import { createHttpHandler, type RouteTable } from './http/http-handler';
import { parseJsonBody } from './http/parse-input';
import { json } from './http/responses';
import { JsonLogger, logger, REDACTED, redactSensitive } from './logger';
import { buildSession } from './testing/build-session';
import { httpEvent } from './testing/http-event';
import { lambdaContext } from './testing/lambda-context';
import { stubConfig, TEST_APP_ORIGIN } from './testing/test-config';
import * as z from 'zod';

// What a request may carry that must never be logged: each is a distinct marker string to look for.
const SESSION_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.session-token-marker.signature';
const OTHER_COOKIE = 'refresh-token-marker';
const BEARER = 'Bearer authorization-header-marker';
const EMAIL = 'golfer.marker@example.com';
const PASSWORD = 'password-marker-Tr0ub4dor';
const SECRETS = [SESSION_TOKEN, OTHER_COOKIE, 'authorization-header-marker', EMAIL, PASSWORD];

const routes: RouteTable = {
  'POST /api/profile': {
    auth: 'session',
    handle: async (event) => {
      parseJsonBody(event, z.object({ email: z.email(), nickname: z.string().max(3) }));
      return json(200, {});
    },
  },
  'POST /api/broken': {
    auth: 'session',
    // A bug that logs carelessly, then throws: the logger itself must keep the secrets out.
    handle: async (event) => {
      logger.warn('About to fail', { event, headers: event.headers, password: PASSWORD, email: EMAIL });
      throw new Error('Database exploded');
    },
  },
};
const handler = createHttpHandler(routes, {
  sessionVerifier: async (token) => {
    if (token !== SESSION_TOKEN) throw new UnauthorizedError('Your session has expired.');
    return buildSession({ userId: 'user-1' });
  },
});

const requestWithSecrets = (routeKey: string, overrides: { cookie?: string; origin?: string } = {}) =>
  httpEvent(routeKey, {
    cookies: [`fescue_session=${overrides.cookie ?? SESSION_TOKEN}`, `fescue_refresh=${OTHER_COOKIE}`],
    headers: { origin: overrides.origin ?? TEST_APP_ORIGIN, authorization: BEARER },
    body: { email: EMAIL, password: PASSWORD, nickname: 'far too long' },
  });

let written: string[] = [];
beforeAll(() => logger.setLogLevel('DEBUG'));
afterAll(() => logger.setLogLevel('SILENT'));
beforeEach(() => {
  stubConfig();
  written = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('logs hold no personal data or secrets', () => {
  it('a 400 (bad input) logs nothing at all', async () => {
    const result = await handler(requestWithSecrets('POST /api/profile'), lambdaContext);
    expect(result.statusCode).toBe(400);
    expect(written.join('')).toBe('');
  });

  it.each([
    ['a 401 (a refused token)', () => requestWithSecrets('POST /api/profile', { cookie: 'forged' }), 401],
    [
      'a 403 (a foreign Origin)',
      () => requestWithSecrets('POST /api/profile', { origin: 'https://evil.example' }),
      403,
    ],
    ['a 500 (a route that logs its event and throws)', () => requestWithSecrets('POST /api/broken'), 500],
  ])('%s logs lines, none with a token, cookie, email or password', async (_, event, status) => {
    const result = await handler(event(), lambdaContext);
    expect(result.statusCode).toBe(status);
    const output = written.join('');
    // The refusal or failure was logged (so the check below looks at real lines)...
    expect(output).toMatch(/"level":"(INFO|WARN|ERROR)"/);
    // ...and none of them holds a secret or the request itself.
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    expect(output).not.toContain('requestContext');
  });

  it('keeps what an operator needs: the route, the request id, the status and the error', async () => {
    await handler(requestWithSecrets('POST /api/broken'), lambdaContext);
    const lines = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = lines.find((line) => line.message === 'Request failed');
    expect(failure).toMatchObject({
      routeKey: 'POST /api/broken',
      requestId: 'request-1',
      statusCode: 500,
      error: { name: 'Error', message: 'Database exploded' },
    });
    expect(lines.find((line) => line.message === 'About to fail')).toMatchObject({
      event: REDACTED,
      headers: REDACTED,
      password: REDACTED,
      email: REDACTED,
    });
  });
});

describe('redactSensitive', () => {
  it.each([
    'sessionToken',
    'Cookie',
    'authorization',
    'clientSecret',
    'apiKey',
    'userEmail',
    'body',
    'firstName',
  ])('redacts %s', (key) => expect(redactSensitive(key, 'value')).toBe(REDACTED));
  it.each(['userId', 'statusCode', 'reason', 'name', 'message', 'routeKey'])('keeps %s', (key) =>
    expect(redactSensitive(key, 'value')).toBe('value'),
  );
});

describe('the JSON logger', () => {
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per entry with the level, the service, the request keys and an error as text', () => {
    const quiet = new JsonLogger('fescue-test');
    quiet.setLogLevel('INFO');
    quiet.appendKeys({ routeKey: 'GET /api/x', requestId: 'r-1' });
    quiet.error('Request failed', { error: new Error('Database exploded', { cause: new Error('socket') }) });
    quiet.resetKeys();
    quiet.info('Later', { statusCode: 200 });
    expect(lines()).toMatchObject([
      {
        level: 'ERROR',
        message: 'Request failed',
        service: 'fescue-test',
        routeKey: 'GET /api/x',
        requestId: 'r-1',
        error: { name: 'Error', message: 'Database exploded', cause: { message: 'socket' } },
      },
      { level: 'INFO', message: 'Later', statusCode: 200 },
    ]);
    expect(lines()[1]).not.toHaveProperty('routeKey');
  });

  it('drops entries under its level, and a field it cannot serialize never fails the caller', () => {
    const quiet = new JsonLogger('fescue-test');
    quiet.setLogLevel('WARN');
    quiet.info('Not written');
    const loop: Record<string, unknown> = { id: 'x' };
    loop.self = loop;
    expect(() => quiet.warn('Kept', { loop, big: 10n })).not.toThrow();
    expect(lines()).toMatchObject([{ message: 'Kept', loop: { id: 'x', self: '[Circular]' }, big: '10' }]);
  });
});
