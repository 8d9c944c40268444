import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

// Photos are stored as they are sent (no content-encoding), so the length holds for the body passed on.
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'last-modified',
  'cache-control',
  'content-range',
];

/**
 * /photos/* as CloudFront serves it from the photos bucket: read-only, and the request path is the object
 * key (so `/photos/u/1.jpg` is the key `photos/u/1.jpg`, as with a CloudFront behaviour without rewrite).
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
    const key = (req.url ?? '/').split('?')[0]!.replace(/^\/+/, '');
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since', 'range']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(`${options.s3Endpoint}/${options.bucket}/${key}`, {
      method: req.method,
      headers,
    });
    // S3 answers a missing key through CloudFront's OAC with 403; to the app it is simply not there.
    res.statusCode = upstream.status === 403 ? 404 : upstream.status;
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      await upstream.body?.cancel();
      res.end();
      return;
    }
    // fetch's body is the DOM stream type; at runtime it is node's own web stream.
    Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>).pipe(res);
  };
}
