import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandler, type RouteTable } from './http/http-handler';
import { json } from './http/responses';
import { logger } from './logger';
import { METRICS_NAMESPACE, SLOW_AWS_CALL_MS, timeAwsCalls, type TimingMiddleware } from './observability';
import { httpEvent } from './testing/http-event';
import { lambdaContext } from './testing/lambda-context';
import { stubConfig } from './testing/test-config';

const routes: RouteTable = {
  'GET /api/open': { auth: 'public', handle: async () => json(200, {}) },
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

/** The EMF documents among what was written (CloudWatch turns exactly these lines into metrics). */
function emfDocuments() {
  return written
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map(
      (line) =>
        JSON.parse(line) as {
          _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] };
        } & Record<string, unknown>,
    );
}
const metricNames = () =>
  emfDocuments().flatMap((doc) =>
    doc._aws.CloudWatchMetrics.flatMap((set) => set.Metrics.map((m) => m.Name)),
  );

describe('metrics in the shared HTTP stack', () => {
  it('write nothing off Lambda: no EMF lines on a laptop or in the tests', async () => {
    await handler(httpEvent('GET /api/broken'), lambdaContext);
    await handler(
      httpEvent('GET /api/open', { headers: { 'x-fescue-origin-verify': 'wrong' } }),
      lambdaContext,
    );
    expect(emfDocuments()).toEqual([]);
  });

  it('in Lambda, flush a ServerError metric in the Fescue namespace when a request fails, even though it was answered', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const result = await handler(httpEvent('GET /api/broken'), lambdaContext);
    expect(result.statusCode).toBe(500);
    expect(metricNames()).toContain('ServerError');
    const serverError = emfDocuments().find((doc) => 'ServerError' in doc);
    expect(serverError?._aws.CloudWatchMetrics[0]?.Namespace).toBe(METRICS_NAMESPACE);
    expect(serverError).toMatchObject({ ServerError: 1, service: expect.any(String) });
  });

  it('in Lambda, write no metric line (and no empty-metrics warning) for a request that went well', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    await handler(httpEvent('GET /api/open'), lambdaContext);
    expect(metricNames().filter((name) => name !== 'ColdStart')).toEqual([]);
    expect(written.join('')).not.toContain('No application metrics');
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
