import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { parseCookie } from 'cookie';
import { prerenderedPageFor } from '#shared/web/prerendered-screens';
import { LocalStackError, frontendNotBuiltMessage } from './errors';

export type FrontendMode = 'static' | 'dev' | 'none';

export interface FrontendServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/** Vite puts content-hashed files under assets/: they can be cached for good; the rest must revalidate. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

/**
 * The built bundle (frontend/dist), with the SPA fallback to index.html (or a prerendered screen's page) that
 * CloudFront gives in AWS. The
 * stack routes /api, /oidc and /photos before this, so the fallback can never answer them with HTML.
 */
function staticFrontend(distDir: string): FrontendServer {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new LocalStackError(frontendNotBuiltMessage(distDir));
  const serve = sirv(distDir, {
    etag: true,
    // The build's .br and .gz copies (frontend/vite.config.ts), chosen by the request's Accept-Encoding: what
    // CloudFront does in AWS, so a page here weighs what it weighs there.
    brotli: true,
    gzip: true,
    // No guessing of .html: app routes are answered below exactly as CloudFront's function answers them.
    extensions: [],
    setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControlFor(pathname)),
  });
  return {
    handle: (req, res) =>
      serve(req, res, () => {
        // A missing file (an old hashed asset, say) is a 404, not index.html served as a script.
        if (isFileRequest(req.url ?? '/')) return notFound(res);
        const serveIndex = () => {
          req.url = '/index.html';
          serve(req, res, () => notFound(res));
        };
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const prerendered = prerenderedPageFor(pathname, parseCookie(req.headers.cookie ?? ''));
        if (!prerendered) return serveIndex();
        // A build without its prerendered pages (vite build on its own) still serves the app.
        req.url = prerendered;
        serve(req, res, serveIndex);
      }),
    close: async () => undefined,
  };
}

/** `/assets/app.js` names a file; `/profile` or `/rounds/01H...` is an app route for the SPA fallback. */
export function isFileRequest(url: string): boolean {
  const lastSegment = url.split('?')[0]?.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

/** Vite's dev server as middleware on the stack's own server: same origin, with HMR over its socket. */
async function devFrontend(rootDir: string, httpServer: Server, quiet: boolean): Promise<FrontendServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(rootDir, 'frontend/vite.config.ts'),
    logLevel: quiet ? 'silent' : 'warn',
    server: { middlewareMode: true, ws: { server: httpServer } },
    appType: 'spa',
  });
  return {
    handle: (req, res) => vite.middlewares(req, res, () => notFound(res)),
    close: () => vite.close(),
  };
}

export async function createFrontend(
  mode: FrontendMode,
  options: { rootDir: string; staticDir: string; httpServer: Server; quiet: boolean },
): Promise<FrontendServer> {
  if (mode === 'static') return staticFrontend(options.staticDir);
  if (mode === 'dev') return devFrontend(options.rootDir, options.httpServer, options.quiet);
  return { handle: (_req, res) => notFound(res), close: async () => undefined };
}
