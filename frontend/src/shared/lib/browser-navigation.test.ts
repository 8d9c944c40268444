import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnPath } from './browser-navigation';

describe('loginUrl', () => {
  it('is /api/login without a return path', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl('/')).toBe('/api/login');
  });
  it('carries a same-site path', () => {
    expect(loginUrl('/profile')).toBe('/api/login?returnTo=%2Fprofile');
  });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'profile'])('drops %s', (path) => {
    expect(safeReturnPath(path)).toBeNull();
    expect(loginUrl(path)).toBe('/api/login');
  });
});
