import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../functions/lib/http/viewer-address-header';
import { PHOTO_CONTENT_TYPES, PHOTO_EXTENSIONS, servedPhotoContentType } from '#shared/schemas/photo';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/web/prerendered-screens';
import {
  forwardViewerSource,
  photoContentTypeSource,
  photoPathGuardSource,
  spaFallbackSource,
} from './edge-functions';
import { publicPhotoKeyOfPath } from '../scripts/local/photos-proxy';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
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

  it.each(['/profile', '/rounds/01HZX3', '/profile/', '/login'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(handler({ request: request(uri) }).uri).toBe('/index.html');
    },
  );

  const signedIn = (uri: string, value = SIGNED_IN_HINT_VALUE): EdgeRequest => ({
    ...request(uri),
    cookies: { [SIGNED_IN_HINT_COOKIE]: { value }, other: { value: 'x' } },
  });

  it('serves a prerendered screen its own page to a signed-in browser, and only at its exact path', () => {
    expect(handler({ request: signedIn('/my-courses') }).uri).toBe('/my-courses.html');
    expect(handler({ request: signedIn('/') }).uri).toBe('/dashboard.html');
    expect(handler({ request: signedIn('/my-courses/') }).uri).toBe('/index.html');
    expect(handler({ request: signedIn('/profile') }).uri).toBe('/index.html');
    expect(handler({ request: signedIn('/toString') }).uri).toBe('/index.html');
  });

  it('serves the prerendered landing page at / to a browser without the signed-in hint, and index.html elsewhere', () => {
    expect(handler({ request: request('/') }).uri).toBe('/landing.html');
    expect(handler({ request: signedIn('/', '0') }).uri).toBe('/landing.html');
    expect(handler({ request: { ...request('/my-courses'), cookies: {} } }).uri).toBe('/index.html');
    expect(handler({ request: request('/toString') }).uri).toBe('/index.html');
  });

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/assets/maplibre-gl-worker.mjs'])(
    'leaves the file %s alone, so a missing file stays an error',
    (uri) => {
      expect(handler({ request: request(uri) }).uri).toBe(uri);
    },
  );
});

describe('forward viewer (viewer request on /api/*)', () => {
  const handler = load(forwardViewerSource) as unknown as (event: {
    request: EdgeRequest;
    viewer: { ip: string };
  }) => EdgeRequest;
  const viewer = { ip: '198.51.100.7' };

  it('passes the viewer Host as x-forwarded-host', () => {
    const result = handler({
      request: request('/api/login', { host: 'golf.example.com', cookie: 'a=b' }),
      viewer,
    });
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'golf.example.com' });
    expect(result.headers.cookie).toEqual({ value: 'a=b' });
    expect(result.uri).toBe('/api/login');
  });

  it('overwrites an x-forwarded-host the client sent', () => {
    const result = handler({
      request: request('/api/callback', { host: 'd111.cloudfront.net', 'x-forwarded-host': 'evil.example' }),
      viewer,
    });
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'd111.cloudfront.net' });
  });

  it('passes the connection’s address as the viewer address, overwriting one the client claims (attack: dodging a limit per address)', () => {
    const result = handler({
      request: request('/api/ghin/connect', {
        host: 'golf.example.com',
        [VIEWER_ADDRESS_HEADER]: '203.0.113.99',
        'x-forwarded-for': '203.0.113.98',
      }),
      viewer: { ip: '2001:db8::7' },
    });
    expect(result.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '2001:db8::7' });
  });
});

describe('photo content type (viewer response on /photos/*)', () => {
  interface EdgeResponse {
    statusCode: number;
    headers: Record<string, { value: string }>;
  }
  const handler = new Function(`${photoContentTypeSource}\nreturn handler;`)() as (event: {
    request: EdgeRequest;
    response: EdgeResponse;
  }) => EdgeResponse;
  /** What S3 answered for the object: here, what an attacker stored it as. */
  const served = (uri: string, storedType = 'text/html') =>
    handler({
      request: request(uri),
      response: {
        statusCode: 200,
        headers: { 'content-type': { value: storedType }, etag: { value: '"1"' } },
      },
    });

  it.each(PHOTO_CONTENT_TYPES)(
    'serves an HTML body stored under a .%s key as %s, never as the stored text/html (the attack)',
    (type) => {
      const uri = `/photos/01JD8X2YQ3M4N5P6R7S8T9V0WX.${PHOTO_EXTENSIONS[type]}`;
      const response = served(uri);
      expect(response.headers['content-type']).toEqual({ value: type });
      expect(response.headers.etag).toEqual({ value: '"1"' });
    },
  );

  it.each([
    '/photos/u/page.html',
    '/photos/u/page.svg',
    '/photos/u/noextension',
    '/photos/u.png/page',
    '/photos/u/photo.PNG',
    '/photos/u/x.constructor',
    '/photos/u/x.__proto__',
  ])('serves %s, which is no photo key, as bytes to download', (uri) => {
    expect(served(uri).headers['content-type']).toEqual({ value: 'application/octet-stream' });
  });

  it('agrees with the local /photos proxy for every kind of key', () => {
    for (const uri of [
      '/photos/u/1.jpg',
      '/photos/u/1.heif',
      '/photos/u/1.html',
      '/photos/u/1',
      '/photos/a.gif/b',
    ]) {
      expect(served(uri).headers['content-type']?.value, uri).toBe(servedPhotoContentType(uri.slice(1)));
    }
  });
});

describe('photo path guard (viewer request on /photos/*)', () => {
  interface GeneratedResponse {
    statusCode: number;
    headers: Record<string, { value: string }>;
  }
  const handler = new Function(`${photoPathGuardSource}\nreturn handler;`)() as (event: {
    request: EdgeRequest;
  }) => EdgeRequest | GeneratedResponse;
  const ID = '01JD8X2YQ3M4N5P6R7S8T9V0WX';
  const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';

  it.each(PHOTO_CONTENT_TYPES)('passes a public %s photo path to the bucket unchanged', (type) => {
    const uri = `/photos/${ID}.${PHOTO_EXTENSIONS[type]}`;
    expect(handler({ request: request(uri) })).toEqual(request(uri));
  });

  const refused = [
    '/photos/',
    '/photos/%2e%2e/',
    '/photos/%2e%2e/%2e%2e/',
    '/photos/%2E%2E/',
    '/photos/../',
    '/photos/..%2f',
    `/photos/%2e%2e/uploads/${USER}/${ID}.jpg`,
    `/photos/../uploads/${USER}/${ID}.jpg`,
    `/photos/${USER}/${ID}.jpg`,
    `/photos/${ID}.html`,
    `/photos/${ID}%2ejpg`,
    `/photos/${ID}.jpg/`,
  ];

  it.each(refused)('answers %s with 404 from the edge: no listing, no private upload (the attack)', (uri) => {
    const answer = handler({ request: request(uri) });
    expect(answer).toMatchObject({ statusCode: 404 });
    expect((answer as GeneratedResponse).headers['x-content-type-options']).toEqual({ value: 'nosniff' });
  });

  it('serves exactly what the local /photos proxy serves', () => {
    for (const uri of [...refused, `/photos/${ID}.png`, `/photos/${ID}.heic`]) {
      const passes = !('statusCode' in handler({ request: request(uri) }));
      expect(passes, uri).toBe(publicPhotoKeyOfPath(uri) !== undefined);
    }
  });
});
