import { describe, expect, it } from 'vitest';
import { forwardHostSource, spaFallbackSource } from './edge-functions';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { request: EdgeRequest }) => EdgeRequest;

/** Loads a CloudFront Function the way its runtime does: a script that declares `handler`. */
function load(source: string): Handler {
  return new Function(`${source}\nreturn handler;`)() as Handler;
}

const request = (uri: string, headers: Record<string, string> = {}): EdgeRequest => ({
  uri,
  headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { value }])),
});

describe('SPA fallback', () => {
  const handler = load(spaFallbackSource);

  it.each(['/', '/profile', '/rounds/01HZX3', '/profile/'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(handler({ request: request(uri) }).uri).toBe('/index.html');
    },
  );

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/assets/maplibre-gl-worker.mjs'])(
    'leaves the file %s alone, so a missing file stays an error',
    (uri) => {
      expect(handler({ request: request(uri) }).uri).toBe(uri);
    },
  );
});

describe('forward host', () => {
  const handler = load(forwardHostSource);

  it('passes the viewer Host as x-forwarded-host', () => {
    const result = handler({ request: request('/api/login', { host: 'golf.example.com', cookie: 'a=b' }) });
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'golf.example.com' });
    expect(result.headers.cookie).toEqual({ value: 'a=b' });
    expect(result.uri).toBe('/api/login');
  });

  it('overwrites an x-forwarded-host the client sent', () => {
    const result = handler({
      request: request('/api/callback', { host: 'd111.cloudfront.net', 'x-forwarded-host': 'evil.example' }),
    });
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'd111.cloudfront.net' });
  });
});
