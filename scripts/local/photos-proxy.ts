import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { PUBLIC_PHOTO_PATH, servedPhotoContentType } from '#shared/schemas/photo';
import { signLocalS3Request } from './s3-signing';

// Photos are stored as they are sent (no content-encoding), so the length holds for the body passed on.
// Content-Type is not among them: the stored one is whatever the uploader sent.
const PASSED_HEADERS = ['content-length', 'etag', 'last-modified', 'cache-control', 'content-range'];

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Not Found');
}

/**
 * The object key a request path names, only when the path is exactly a public photo's (`/photos/<ulid>.<ext>`)
 * both as sent and decoded; undefined for anything else. Nothing percent-encoded, no dot segment, no other
 * prefix and no listing can pass: the S3 URL built from the key would otherwise be normalised (`%2e%2e` is
 * `..` to a URL parser) and signed with the local key, reaching the bucket's listing or S3's root.
 */
export function publicPhotoKeyOfPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded !== rawPath || !PUBLIC_PHOTO_PATH.test(rawPath)) return undefined;
  return rawPath.slice(1);
}

/**
 * /photos/* as CloudFront serves it from the photos bucket: read-only, only public photo keys (as the
 * viewer-request function in infra/edge-functions.ts; 404 for any other path), and the request path is the
 * object key (`/photos/01J….jpg` is the key `photos/01J….jpg`, as with a CloudFront behaviour without rewrite).
 * Reads are signed, as CloudFront's origin access control signs them (the S3 guard refuses anonymous ones).
 * A photo is served with the image type its key's extension names, never the stored one (any other
 * extension as bytes to download), exactly as the /photos/* CloudFront Function does
 * (infra/edge-functions.ts). The stack adds the photos' security headers (sandboxing CSP, nosniff).
 */
export function createPhotosProxy(options: { s3Endpoint: string; bucket: string }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('allow', 'GET, HEAD');
      res.end();
      return;
    }
    const key = publicPhotoKeyOfPath((req.url ?? '/').split('?')[0] ?? '/');
    if (!key) return notFound(res);

    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since', 'range']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const url = new URL(`${options.s3Endpoint}/${options.bucket}/${key}`);
    // Signed only when the URL still names that very object, whatever a URL parser made of it.
    if (url.pathname !== `/${options.bucket}/${key}` || url.search !== '') return notFound(res);
    // fetch sends Host itself (the signed one, from the URL); it may not be set by hand.
    const { host: _host, ...signed } = await signLocalS3Request(url, req.method, headers);
    const upstream = await fetch(url, { method: req.method, headers: signed });
    // S3 answers a missing key through CloudFront's OAC with 403; to the app it is simply not there.
    if (upstream.status === 403 || upstream.status === 404) {
      await upstream.body?.cancel();
      return notFound(res);
    }
    res.statusCode = upstream.status;
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (upstream.ok) res.setHeader('content-type', servedPhotoContentType(key));
    if (!upstream.body || req.method === 'HEAD') {
      await upstream.body?.cancel();
      res.end();
      return;
    }
    // fetch's body is the DOM stream type; at runtime it is node's own web stream.
    Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>).pipe(res);
  };
}
