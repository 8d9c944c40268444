import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../testing/lambda-context';
import { httpEvent } from '../testing/http-event';
import { stubConfig, TEST_APP_ORIGIN } from '../testing/test-config';
import { buildSession } from '../testing/build-session';
import { bodyBytes, DEFAULT_MAX_BODY_BYTES } from './body-size';
import { createHttpHandler, type RouteTable } from './http-handler';
import { json } from './responses';

const handled = vi.fn();
const verifySession = vi.fn(async () => buildSession({ userId: 'user-1' }));
const routes: RouteTable = {
  'POST /api/small': {
    auth: 'session',
    handle: async () => {
      handled();
      return json(200, {});
    },
  },
  'POST /api/large': { auth: 'session', maxBodyBytes: 200_000, handle: async () => json(200, {}) },
};
const handler = createHttpHandler(routes, { sessionVerifier: verifySession });
const post = (routeKey: string, rawBody: string, base64 = false) => {
  const event = httpEvent(routeKey, {
    cookies: ['fescue_session=token'],
    headers: { origin: TEST_APP_ORIGIN },
    rawBody: base64 ? Buffer.from(rawBody).toString('base64') : rawBody,
  });
  return handler({ ...event, isBase64Encoded: base64 }, lambdaContext);
};
const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

beforeEach(() => stubConfig());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('request body size limit', () => {
  it('takes a body of exactly the default limit', async () => {
    expect(bodyOf(DEFAULT_MAX_BODY_BYTES)).toHaveLength(DEFAULT_MAX_BODY_BYTES);
    expect((await post('POST /api/small', bodyOf(DEFAULT_MAX_BODY_BYTES))).statusCode).toBe(200);
  });

  it('answers 413 with a message for one byte more, before the session check or the route run', async () => {
    const result = await post('POST /api/small', bodyOf(DEFAULT_MAX_BODY_BYTES + 1));
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(String(result.body))).toEqual({
      message: 'This request is too large: send at most 64 kB.',
    });
    expect(verifySession).not.toHaveBeenCalled();
    expect(handled).not.toHaveBeenCalled();
  });

  it('counts bytes, not characters (four-byte characters), and decodes base64 bodies first', async () => {
    const emoji = JSON.stringify({ text: '⛳'.repeat(22_000) }); // 3 bytes each: 66,000+ bytes
    expect(emoji.length).toBeLessThan(DEFAULT_MAX_BODY_BYTES);
    expect((await post('POST /api/small', emoji)).statusCode).toBe(413);
    expect((await post('POST /api/small', bodyOf(60_000), true)).statusCode).toBe(200);
    expect(bodyBytes({ ...httpEvent('POST /api/small', { rawBody: 'QUJD' }), isBase64Encoded: true })).toBe(
      3,
    );
  });

  it("uses a route's own limit where it sets one", async () => {
    expect((await post('POST /api/large', bodyOf(150_000))).statusCode).toBe(200);
    expect((await post('POST /api/large', bodyOf(200_001))).statusCode).toBe(413);
  });
});
