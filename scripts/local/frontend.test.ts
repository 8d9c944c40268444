import { describe, expect, it } from 'vitest';
import { cacheControlFor, isFileRequest } from './frontend';
import { routeArea } from './stack';

describe('routeArea', () => {
  it('sends /api, /oidc and /photos to their own parts, and only the rest to the frontend', () => {
    expect(routeArea('/api')).toBe('api');
    expect(routeArea('/api/anything/at/all')).toBe('api');
    expect(routeArea('/oidc/.well-known/openid-configuration')).toBe('oidc');
    expect(routeArea('/photos/u/1.jpg')).toBe('photos');
    expect(routeArea('/apiary')).toBe('frontend');
    expect(routeArea('/profile')).toBe('frontend');
    expect(routeArea('/')).toBe('frontend');
  });
});

describe('static frontend rules', () => {
  it('caches hashed assets for good and revalidates everything else', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });

  it('tells a file request (no SPA fallback) from an app route', () => {
    expect(isFileRequest('/assets/old-abc.js')).toBe(true);
    expect(isFileRequest('/favicon.svg?v=2')).toBe(true);
    expect(isFileRequest('/profile')).toBe(false);
    expect(isFileRequest('/rounds/01HZX3')).toBe(false);
  });
});
