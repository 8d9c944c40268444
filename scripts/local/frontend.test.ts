import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createFrontend, isFileRequest } from './frontend';
import { routeArea } from './stack';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/web/prerendered-screens';

describe('routeArea', () => {
  it('sends /api, /oidc, /photos and /s to their own parts, and only the rest to the frontend', () => {
    expect(routeArea('/api')).toBe('api');
    expect(routeArea('/api/anything/at/all')).toBe('api');
    expect(routeArea('/oidc/.well-known/openid-configuration')).toBe('oidc');
    expect(routeArea('/photos/u/1.jpg')).toBe('photos');
    // A shared page's HTML carries its preview tags: the sharing functions answer it.
    expect(routeArea('/s/AAAAAAAAAAAAAAAAAAAAAA')).toBe('api');
    expect(routeArea('/settings')).toBe('frontend');
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

describe('static frontend compression and pages', () => {
  const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fescue-frontend-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(dir, 'my-courses.html'), '<!doctype html><title>prerendered</title>');
    await writeFile(path.join(dir, 'landing.html'), '<!doctype html><title>landing</title>');
    await writeFile(path.join(dir, 'assets/app.js'), script);
    await writeFile(path.join(dir, 'assets/app.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dir, 'assets/app.js.gz'), gzipSync(script));
    server = createServer();
    const frontend = await createFrontend('static', {
      rootDir: dir,
      staticDir: dir,
      httpServer: server,
      quiet: true,
    });
    server.on('request', (req, res) => frontend.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** node:http, not fetch: fetch would undo the encoding before the test could see it. */
  const request = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; length: number; vary: string | undefined }>(
      (resolve, reject) => {
        get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          let length = 0;
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              length,
              vary: res.headers.vary,
            }),
          );
        }).on('error', reject);
      },
    );

  it("sends the build's brotli copy to a browser that takes brotli, gzip to one that takes gzip only", async () => {
    const brotli = await request(`${base}/assets/app.js`, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.length).toBe(brotliCompressSync(script).length);
    expect(brotli.vary).toMatch(/accept-encoding/i);
    const gzip = await request(`${base}/assets/app.js`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.length).toBeLessThan(script.length);
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const plain = await request(`${base}/assets/app.js`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.length).toBe(Buffer.byteLength(script));
  });

  it("serves a prerendered screen's page at its path to a signed-in browser, as CloudFront's function does", async () => {
    const hint = `other=x; ${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`;
    const page = async (url: string, cookie?: string) =>
      (await fetch(`${base}${url}`, cookie ? { headers: { cookie } } : {})).text();
    expect(await page('/my-courses', hint)).toContain('prerendered');
    expect(await page('/my-courses?tab=rounds', hint)).toContain('prerendered');
    expect(await page('/my-courses/', hint)).toContain('<title>x</title>');
    expect(await page('/rounds', hint)).toContain('<title>x</title>');
    // This build has no dashboard.html: a build without its prerendered pages still serves the app.
    expect(await page('/', hint)).toContain('<title>x</title>');
    // No hint (a visitor, or signed out): index.html, which sends them to sign in; at / the prerendered
    // landing page.
    expect(await page('/my-courses')).toContain('<title>x</title>');
    expect(await page('/my-courses', `${SIGNED_IN_HINT_COOKIE}=0`)).toContain('<title>x</title>');
    expect(await page('/')).toContain('<title>landing</title>');
    expect(await page('/', hint)).toContain('<title>x</title>');
    expect(await page('/rounds')).toContain('<title>x</title>');
  });
});
