import { describe, expect, it } from 'vitest';
import { mapLambdaResult } from './api-result';

describe('mapLambdaResult', () => {
  it('takes a structured result as it is, with each cookie kept apart', () => {
    const parts = mapLambdaResult({
      statusCode: 302,
      headers: { Location: '/profile', 'X-Count': 2 },
      cookies: ['a=1; Path=/api; HttpOnly', 'b=2; Max-Age=0'],
    });
    expect(parts).toEqual({
      statusCode: 302,
      headers: { location: '/profile', 'x-count': '2' },
      cookies: ['a=1; Path=/api; HttpOnly', 'b=2; Max-Age=0'],
      body: Buffer.alloc(0),
    });
  });

  it('decodes a base64 body', () => {
    const parts = mapLambdaResult({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(parts.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it('answers a plain string with 200 JSON whose body is the string', () => {
    const parts = mapLambdaResult('hello');
    expect(parts.statusCode).toBe(200);
    expect(parts.headers['content-type']).toBe('application/json');
    expect(parts.body.toString()).toBe('hello');
  });

  it('answers an object without statusCode with 200 and the object as JSON', () => {
    const parts = mapLambdaResult({ message: 'hi' });
    expect(parts.statusCode).toBe(200);
    expect(JSON.parse(parts.body.toString())).toEqual({ message: 'hi' });
  });

  it('turns a malformed status code into a 500', () => {
    expect(mapLambdaResult({ statusCode: 'soon' }).statusCode).toBe(500);
  });
});
