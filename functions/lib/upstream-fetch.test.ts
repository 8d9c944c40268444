import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { SLOW_AWS_CALL_MS } from './observability';
import { isTimeout, retryAfterSeconds, upstreamFetch } from './upstream-fetch';

/** A server that answers each request with the next status of `script` (then 200), or never for 0. */
let server: Server;
let url: string;
let script: number[] = [];
let received = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    received += 1;
    const status = script.shift() ?? 200;
    if (status === 0) return; // hangs
    res.writeHead(status, status === 429 ? { 'retry-after': '0' } : {}).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  script = [];
  received = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const settings = { timeoutMs: 300, backoffMs: () => 0 };

describe('upstreamFetch', () => {
  it('tries a GET again on 5xx and 429, then answers the response that passed', async () => {
    script = [503, 429];
    expect((await upstreamFetch(url, {}, settings)).status).toBe(200);
    expect(received).toBe(3);
  });

  it('answers the last failure after its retries, for the caller to report', async () => {
    script = [500, 500, 500, 500];
    expect((await upstreamFetch(url, {}, settings)).status).toBe(500);
    expect(received).toBe(3);
  });

  it('sends a POST once (a login is not repeated), and any 4xx but 408/429 once', async () => {
    script = [503];
    expect((await upstreamFetch(url, { method: 'POST', body: '{}' }, settings)).status).toBe(503);
    script = [404];
    expect((await upstreamFetch(url, {}, settings)).status).toBe(404);
    expect(received).toBe(2);
  });

  it('gives up at the deadline and does not wait it out again', async () => {
    script = [0, 0];
    const error: unknown = await upstreamFetch(url, {}, settings).catch((thrown: unknown) => thrown);
    expect(isTimeout(error)).toBe(true);
    expect(received).toBe(1);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing from a missing or unreadable header', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThanOrEqual(9);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });

  it('logs a call that kept the job waiting by its host, never its path (a GHIN number, a search)', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += SLOW_AWS_CALL_MS));
    script = [503];
    await upstreamFetch(`${url}golfers/1234567?q=Jane`, {}, settings);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, fields] = warn.mock.calls[0] as [string, Record<string, unknown>];
    expect(message).toBe('Slow upstream call');
    expect(fields).toMatchObject({ host: new URL(url).host, method: 'GET', status: 200 });
    expect(JSON.stringify(fields)).not.toMatch(/1234567|Jane/);
  });

  it('says nothing of a quick call, nor of a slow one off Lambda', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await upstreamFetch(url, {}, settings);
    vi.unstubAllEnvs();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += SLOW_AWS_CALL_MS));
    await upstreamFetch(url, {}, settings);
    expect(warn).not.toHaveBeenCalled();
  });
});
