import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { defaultMapTileOrigins } from '../../infra/config';
import {
  appCspDirectives,
  appSecurityHeaders,
  photoSecurityHeaders,
  securityHeaderValues,
  serializeCsp,
  withCspSources,
  type CspDirectives,
} from '../../infra/security-headers';
import { LOGOUT_AUTO_SUBMIT_SCRIPT, PROVIDER_FORM_POST_SCRIPT } from './oidc-local';

/** The parts of the local origin, as stack.ts routes them (CloudFront's behaviours in AWS). */
export type LocalArea = 'api' | 'oidc' | 'photos' | 'frontend';

export type LocalSecurityHeaders = Record<LocalArea, Record<string, string>>;

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The headers the local stack sends on each part of its origin: the same sets CloudFront sends
 * (infra/security-headers.ts), without HSTS (the local stack is plain http, where browsers ignore it), and
 * with the photo upload origin being the local S3. Two local-only relaxations, each where it is needed:
 * - /oidc is the embedded provider, Cognito's stand-in (whose pages live on Cognito's own origin in AWS):
 *   its sign-out pages submit a form with one inline script each (ours, and the provider's own when it holds
 *   no session), allowed by their hashes. Its sign-in page
 *   (scripts/local/oidc-sign-in-page.ts) loads nothing from outside, so nothing else is relaxed.
 * - `npm run dev` serves Vite, whose React refresh preamble is an inline script and whose hot reload talks
 *   over a websocket: inline scripts and that socket are allowed in dev only, never for the built app.
 */
export function localSecurityHeaders(options: {
  /** The local S3's origin, where the browser PUTs photos. */
  photoUploadOrigin: string;
  /** The app's origin in `npm run dev`; absent for the built app (npm start, the tests). */
  devOrigin?: string;
}): LocalSecurityHeaders {
  const app = appSecurityHeaders({
    mapTileOrigins: defaultMapTileOrigins,
    photoUploadOrigin: options.photoUploadOrigin,
  });
  const appHeaders = securityHeaderValues(app, { https: false });
  const directives = appCspDirectives(defaultMapTileOrigins, options.photoUploadOrigin);
  const withCsp = (csp: CspDirectives) => ({ ...appHeaders, 'content-security-policy': serializeCsp(csp) });

  const pages = options.devOrigin
    ? withCsp(
        withCspSources(directives, {
          'script-src': ["'unsafe-inline'"],
          'connect-src': [options.devOrigin.replace(/^http/, 'ws')],
        }),
      )
    : appHeaders;
  return {
    frontend: pages,
    api: appHeaders,
    oidc: withCsp(
      withCspSources(directives, {
        'script-src': [scriptHash(LOGOUT_AUTO_SUBMIT_SCRIPT), scriptHash(PROVIDER_FORM_POST_SCRIPT)],
      }),
    ),
    photos: securityHeaderValues(photoSecurityHeaders(), { https: false }),
  };
}

/**
 * Sends an area's headers with the response, over whatever its handler set, as a CloudFront response
 * headers policy with override does: they are written as the status line goes out (explicit writeHead or
 * the implicit one of write/end), so no handler can drop or change them.
 */
export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  const names = new Set(Object.keys(headers));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const last = args.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      // Headers given to writeHead win over setHeader's: leave ours out of them.
      args[args.length - 1] = Object.fromEntries(
        Object.entries(last).filter(([name]) => !names.has(name.toLowerCase())),
      );
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
