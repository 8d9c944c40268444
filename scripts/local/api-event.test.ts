import { describe, expect, it } from 'vitest';
import { apiGatewayTime, buildApiEvent, isTextContentType, type IncomingApiRequest } from './api-event';

const route = { group: 'users', routeKey: 'PATCH /api/user/profile', pathParameters: undefined };

function request(overrides: Partial<IncomingApiRequest> = {}): IncomingApiRequest {
  return {
    method: 'PATCH',
    url: '/api/user/profile?a=1&b=2&a=3',
    headers: {
      host: 'localhost:3000',
      'user-agent': 'test-agent',
      'content-type': 'application/json',
      cookie: 'fescue_session=abc; other=x=y',
      'x-custom': ['one', 'two'],
    },
    body: Buffer.from('{"city":"Bandon"}'),
    sourceIp: '127.0.0.1',
    httpVersion: '1.1',
    host: 'localhost:3000',
    protocol: 'http',
    port: 3000,
    now: new Date('2024-01-05T09:08:07.000Z'),
    requestId: 'req-1',
    ...overrides,
  };
}

describe('buildApiEvent', () => {
  it('builds the payload format 2.0 event API Gateway sends', () => {
    const event = buildApiEvent(request(), route);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PATCH /api/user/profile',
      rawPath: '/api/user/profile',
      rawQueryString: 'a=1&b=2&a=3',
      queryStringParameters: { a: '1,3', b: '2' },
      body: '{"city":"Bandon"}',
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'PATCH',
          path: '/api/user/profile',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'test-agent',
        },
        requestId: 'req-1',
        routeKey: 'PATCH /api/user/profile',
        stage: '$default',
        domainName: 'localhost',
        time: '05/Jan/2024:09:08:07 +0000',
        timeEpoch: Date.parse('2024-01-05T09:08:07.000Z'),
      },
    });
    expect(event.pathParameters).toBeUndefined();
  });

  it('moves the Cookie header into the cookies array, one entry per cookie', () => {
    const event = buildApiEvent(request(), route);
    expect(event.cookies).toEqual(['fescue_session=abc', 'other=x=y']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('lower-cases header names, joins repeated ones with commas and adds the forwarding headers', () => {
    const event = buildApiEvent(
      request({ headers: { 'X-Custom': ['one', 'two'], Host: 'localhost:3000' } }),
      route,
    );
    expect(event.headers).toMatchObject({
      'x-custom': 'one,two',
      host: 'localhost:3000',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-port': '3000',
      'x-forwarded-proto': 'http',
    });
  });

  it('passes path parameters and leaves out an empty query and missing cookies', () => {
    const event = buildApiEvent(request({ url: '/api/rounds/r1', headers: {}, body: Buffer.alloc(0) }), {
      group: 'rounds',
      routeKey: 'GET /api/rounds/{roundId}',
      pathParameters: { roundId: 'r1' },
    });
    expect(event.pathParameters).toEqual({ roundId: 'r1' });
    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('body');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00]);
    const event = buildApiEvent(request({ headers: { 'content-type': 'image/jpeg' }, body: bytes }), route);
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });
});

describe('isTextContentType', () => {
  it('treats text, JSON, XML and form bodies as text and the rest as binary', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain')).toBe(true);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isTextContentType('image/png')).toBe(false);
    expect(isTextContentType('application/octet-stream')).toBe(false);
  });
});

describe('apiGatewayTime', () => {
  it('formats as API Gateway does, in UTC', () => {
    expect(apiGatewayTime(new Date('2020-03-12T19:03:58Z'))).toBe('12/Mar/2020:19:03:58 +0000');
  });
});
