import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMapTileOrigins } from '../../infra/config';
import { contentSecurityPolicy } from '../../infra/security-headers';
import { applySecurityHeaders, localSecurityHeaders } from './security-headers';

const UPLOAD = 'http://127.0.0.1:4569';
const directivesOf = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('localSecurityHeaders', () => {
  const built = localSecurityHeaders({ photoUploadOrigin: UPLOAD });

  it('sends the app’s CSP (tile hosts and the local S3 for uploads) on its pages and the API, without HSTS', () => {
    const csp = contentSecurityPolicy(defaultMapTileOrigins, UPLOAD);
    expect(built.frontend['content-security-policy']).toBe(csp);
    expect(built.api).toEqual(built.frontend);
    for (const area of ['frontend', 'api', 'oidc', 'photos'] as const) {
      expect(built[area]['strict-transport-security'], area).toBeUndefined();
      expect(built[area]['x-content-type-options'], area).toBe('nosniff');
      expect(built[area]['x-frame-options'], area).toBe('DENY');
    }
  });

  it('relaxes the built app’s CSP nowhere: no inline script, no eval', () => {
    expect(directivesOf(built.frontend['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  it('allows on /oidc only the two sign-out scripts, by their hashes, adding to the app’s CSP (no outside font)', () => {
    const app = directivesOf(built.api['content-security-policy']);
    const oidc = directivesOf(built.oidc['content-security-policy']);
    const hash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(oidc['script-src']).toEqual(["'self'", hash, hash]);
    const untouched = Object.keys(app).filter((name) => name !== 'script-src');
    for (const name of untouched) expect(oidc[name], name).toEqual(app[name]);
  });

  it('allows inline scripts and the HMR socket in npm run dev only, on the pages only', () => {
    const dev = localSecurityHeaders({ photoUploadOrigin: UPLOAD, devOrigin: 'http://localhost:3000' });
    const pages = directivesOf(dev.frontend['content-security-policy']);
    expect(pages['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(pages['connect-src']).toContain('ws://localhost:3000');
    expect(dev.api).toEqual(built.api);
  });

  it('sends the photos’ sandboxing set on /photos', () => {
    expect(built.photos).toEqual({
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-disposition': 'inline',
    });
  });
});

describe('applySecurityHeaders', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function respond(handler: Parameters<typeof createServer>[1]): Promise<Response> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }

  it('wins over a header the handler set or passed to writeHead, as CloudFront’s override does', async () => {
    const headers = { 'content-security-policy': "default-src 'none'; sandbox", 'x-frame-options': 'DENY' };
    const response = await respond((_req, res) => {
      applySecurityHeaders(res, headers);
      res.setHeader('x-frame-options', 'SAMEORIGIN');
      res.writeHead(200, {
        'Content-Security-Policy': "script-src 'unsafe-inline'",
        'content-type': 'text/html',
      });
      res.end('<p>hi</p>');
    });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('is sent on a response ended without an explicit writeHead', async () => {
    const response = await respond((_req, res) => {
      applySecurityHeaders(res, { 'x-content-type-options': 'nosniff' });
      res.statusCode = 404;
      res.end();
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
