import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandler, type RouteTable } from './http/http-handler';
import { json } from './http/responses';
import { logger } from './logger';
import { METRIC, SLOW_AWS_CALL_MS, timeAwsCalls, type TimingMiddleware } from './observability';
import { METRIC_LOG_MESSAGE } from './observability-names';
import { httpEvent } from './testing/http-event';
import { lambdaContext } from './testing/lambda-context';
import { stubConfig } from './testing/test-config';

const routes: RouteTable = {
  'GET /api/open': { auth: 'public', handle: async () => json(200, {}) },
  'GET /api/mine': { auth: 'session', handle: async () => json(200, {}) },
  'GET /api/broken': {
    auth: 'public',
    handle: async () => {
      throw new Error('boom');
    },
  },
};
const handler = createHttpHandler(routes, { sessionVerifier: async () => Promise.reject(new Error()) });

let written: string[] = [];
beforeEach(() => {
  stubConfig();
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The metric lines among what was written (each function's metric filters turn exactly these into metrics). */
function metricLines() {
  return written
    .join('')
    .split('\n')
    .filter((line) => line.includes('"metric"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
const metricNames = () => metricLines().map((line) => line.metric);

describe('metrics in the shared HTTP stack', () => {
  it('write nothing off Lambda: no metric lines on a laptop or in the tests', async () => {
    await handler(httpEvent('GET /api/broken'), lambdaContext);
    await handler(
      httpEvent('GET /api/open', { headers: { 'x-fescue-origin-verify': 'wrong' } }),
      lambdaContext,
    );
    expect(metricLines()).toEqual([]);
  });

  it('in Lambda, count a ServerError with the service its metric filter reads when a request fails, even though it was answered', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const result = await handler(httpEvent('GET /api/broken'), lambdaContext);
    expect(result.statusCode).toBe(500);
    expect(metricLines()).toContainEqual(
      expect.objectContaining({
        message: METRIC_LOG_MESSAGE,
        metric: METRIC.serverError,
        value: 1,
        service: expect.any(String),
      }),
    );
  });

  it('in Lambda, count a request without a session (401) as Refused, the abuse signal', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const result = await handler(httpEvent('GET /api/mine'), lambdaContext);
    expect(result.statusCode).toBe(401);
    expect(metricNames()).toContain(METRIC.refused);
  });

  it('in Lambda, write no metric line but the cold start for a request that went well', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    await handler(httpEvent('GET /api/open'), lambdaContext);
    expect(metricNames().filter((name) => name !== METRIC.coldStart)).toEqual([]);
  });
});

describe('slow AWS calls, logged in place of X-Ray subsegments', () => {
  function timedCall(tookMs: number) {
    let middleware: TimingMiddleware | undefined;
    timeAwsCalls({ middlewareStack: { add: (added: TimingMiddleware) => void (middleware = added) } });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const next = async () => {
      now += tookMs;
      return { output: {} };
    };
    return middleware!(next, { clientName: 'DynamoDBClient', commandName: 'QueryCommand' })({});
  }

  it('names the client and operation of a call slower than the threshold, in Lambda', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await timedCall(SLOW_AWS_CALL_MS + 200);
    expect(warn).toHaveBeenCalledWith('Slow AWS call', {
      client: 'DynamoDBClient',
      operation: 'QueryCommand',
      ms: SLOW_AWS_CALL_MS + 200,
    });
  });

  it('says nothing of a quick call, nor of a slow one off Lambda (DynamoDB Local on a busy laptop)', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await timedCall(40);
    vi.unstubAllEnvs();
    await timedCall(SLOW_AWS_CALL_MS + 200);
    expect(warn).not.toHaveBeenCalled();
  });
});
