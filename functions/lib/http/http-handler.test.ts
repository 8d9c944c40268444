import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError, UnauthorizedError } from '../errors';
import { lambdaContext } from '../testing/lambda-context';
import { httpEvent } from '../testing/http-event';
import { stubConfig, TEST_APP_ORIGIN } from '../testing/test-config';
import { buildSession } from '../testing/build-session';
import { createHttpHandler, type Route, type RouteTable } from './http-handler';
import { afterWrite, json } from './responses';

const session = buildSession({ userId: 'user-1' });
const verifySession = vi.fn(async (token: string) => {
  if (token !== 'good-token')
    throw new UnauthorizedError('Your session has expired or is not valid. Please sign in again.');
  return session;
});
const seen = vi.fn();
const routes: RouteTable = {
  'GET /api/open': { auth: 'public', handle: async () => json(200, { open: true }) },
  'GET /api/mine': {
    auth: 'session',
    handle: async (_event, current) => {
      seen(current.userId);
      return json(200, { userId: current.userId });
    },
  },
  'PATCH /api/mine': { auth: 'session', handle: async () => json(200, { patched: true }) },
};
const handler = createHttpHandler(routes, { sessionVerifier: verifySession });
const call = async (event: ReturnType<typeof httpEvent>) => {
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
};

beforeEach(() => stubConfig());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('createHttpHandler', () => {
  it('dispatches a public route without looking at the session', async () => {
    expect(await call(httpEvent('GET /api/open'))).toEqual({ status: 200, body: { open: true } });
    expect(verifySession).not.toHaveBeenCalled();
  });

  it("builds no route's module at a cold start, and each once, on its key's first request", async () => {
    const loadOpen = vi.fn(async () => routes['GET /api/open'] as Route);
    const loadMine = vi.fn(async () => routes['GET /api/mine'] as Route);
    const lazy = createHttpHandler(
      { 'GET /api/open': loadOpen, 'GET /api/mine': loadMine },
      { sessionVerifier: verifySession },
    );
    expect([loadOpen.mock.calls.length, loadMine.mock.calls.length]).toEqual([0, 0]);
    const open = async () => (await lazy(httpEvent('GET /api/open'), lambdaContext)).statusCode;
    expect([await open(), await open()]).toEqual([200, 200]);
    expect([loadOpen.mock.calls.length, loadMine.mock.calls.length]).toEqual([1, 0]);
    // A loaded session route is still behind the session check.
    expect((await lazy(httpEvent('GET /api/mine'), lambdaContext)).statusCode).toBe(401);
    expect(seen).not.toHaveBeenCalled();
  });

  it('answers 404 for a route key the group does not serve', async () => {
    expect((await call(httpEvent('GET /api/elsewhere'))).status).toBe(404);
    expect((await call(httpEvent('GET /api/toString'))).status).toBe(404);
  });

  it('answers 401 "Not signed in" without a session cookie and never runs the route', async () => {
    expect(await call(httpEvent('GET /api/mine'))).toEqual({
      status: 401,
      body: { message: 'Not signed in' },
    });
    expect(seen).not.toHaveBeenCalled();
  });

  it('answers 401 with the session message for a token the verifier refuses', async () => {
    const result = await call(httpEvent('GET /api/mine', { cookies: ['fescue_session=bad-token'] }));
    expect(result).toEqual({
      status: 401,
      body: { message: 'Your session has expired or is not valid. Please sign in again.' },
    });
  });

  it('hands the verified user id to the route', async () => {
    const result = await call(httpEvent('GET /api/mine', { cookies: ['fescue_session=good-token'] }));
    expect(result).toEqual({ status: 200, body: { userId: 'user-1' } });
  });

  it('refuses a mutating request from a foreign Origin with 403 before checking the session', async () => {
    const event = httpEvent('PATCH /api/mine', {
      cookies: ['fescue_session=good-token'],
      headers: { origin: 'https://evil.example' },
    });
    expect(await call(event)).toEqual({ status: 403, body: { message: 'Cross-site request refused' } });
    expect(verifySession).not.toHaveBeenCalled();
  });

  it('lets a mutating request from the app origin through', async () => {
    const event = httpEvent('PATCH /api/mine', {
      cookies: ['fescue_session=good-token'],
      headers: { origin: TEST_APP_ORIGIN },
    });
    expect(await call(event)).toEqual({ status: 200, body: { patched: true } });
  });
});

describe('achievements after a write the route declares can earn them', () => {
  const earned = { earned: [{ id: 'ghin-synced', title: 'GHIN Synced' }], lost: [] };
  const reconcile = vi.fn(async () => earned as never);
  const earning: RouteTable = {
    'POST /api/earn': {
      auth: 'session',
      achievements: { earns: reconcile },
      handle: async () => afterWrite(json(201, { saved: true }), { roundId: 'r1', roundsFrom: '2026-05-01' }),
    },
    'POST /api/refuse': {
      auth: 'session',
      achievements: { earns: reconcile },
      handle: async () => {
        throw new ConflictError('Already there');
      },
    },
    'POST /api/dry-run': {
      auth: 'session',
      achievements: { earns: reconcile },
      handle: async () => afterWrite(json(200, { preview: true }), { nothingWritten: true }),
    },
    'POST /api/quiet': {
      auth: 'session',
      achievements: { none: 'a write that is in no achievement rule' },
      handle: async () => json(200, { quiet: true }),
    },
  };
  const earningHandler = createHttpHandler(earning, { sessionVerifier: verifySession });
  const post = async (path: string) => {
    const event = httpEvent(`POST ${path}`, {
      cookies: ['fescue_session=good-token'],
      headers: { origin: TEST_APP_ORIGIN },
    });
    const result = await earningHandler(event, lambdaContext);
    return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
  };

  it('reconciles after the write, dated by what the route wrote, and answers what was earned', async () => {
    expect(await post('/api/earn')).toEqual({ status: 201, body: { saved: true, achievements: earned } });
    expect(reconcile).toHaveBeenCalledWith('user-1', { roundId: 'r1', roundsFrom: '2026-05-01' });
  });

  it('reconciles nothing after a refused write, a dry run or a route that cannot earn', async () => {
    expect((await post('/api/refuse')).status).toBe(409);
    expect(await post('/api/dry-run')).toEqual({ status: 200, body: { preview: true } });
    expect(await post('/api/quiet')).toEqual({ status: 200, body: { quiet: true } });
    expect(reconcile).not.toHaveBeenCalled();
  });
});
