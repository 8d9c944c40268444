import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-matching';

const match = createRouteMatcher({
  auth: { routes: ['GET /api/login', 'GET /api/auth/user'] },
  rounds: {
    routes: ['GET /api/rounds/{roundId}', 'GET /api/rounds/recent', 'DELETE /api/rounds/{roundId}'],
  },
  files: { routes: ['ANY /api/files/{proxy+}', 'GET /api/files/{proxy+}'] },
});

describe('route matching', () => {
  it('matches a literal route and gives no path parameters', () => {
    expect(match('GET', '/api/auth/user')).toEqual({
      group: 'auth',
      routeKey: 'GET /api/auth/user',
      pathParameters: undefined,
    });
  });

  it('fills {param} placeholders, decoded', () => {
    expect(match('GET', '/api/rounds/01H%20X')).toMatchObject({
      routeKey: 'GET /api/rounds/{roundId}',
      pathParameters: { roundId: '01H X' },
    });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(match('GET', '/api/rounds/recent')?.routeKey).toBe('GET /api/rounds/recent');
  });

  it('needs the method to match', () => {
    expect(match('DELETE', '/api/rounds/abc')?.routeKey).toBe('DELETE /api/rounds/{roundId}');
    expect(match('POST', '/api/rounds/abc')).toBeUndefined();
    expect(match('HEAD', '/api/login')).toBeUndefined();
  });

  it('gives greedy parameters the rest of the path and prefers an exact method over ANY', () => {
    expect(match('GET', '/api/files/a/b/c.jpg')).toMatchObject({
      routeKey: 'GET /api/files/{proxy+}',
      pathParameters: { proxy: 'a/b/c.jpg' },
    });
    expect(match('PUT', '/api/files/a')?.routeKey).toBe('ANY /api/files/{proxy+}');
    expect(match('GET', '/api/files')).toBeUndefined();
  });

  it('finds nothing for an unknown path, a longer path or a shorter one', () => {
    expect(match('GET', '/api/nope')).toBeUndefined();
    expect(match('GET', '/api/login/extra')).toBeUndefined();
    expect(match('GET', '/api/rounds')).toBeUndefined();
  });
});
