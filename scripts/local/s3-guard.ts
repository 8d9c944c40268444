import { createHash, randomUUID } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream/promises';
import { authenticateS3Request, type S3Refusal } from './s3-request-auth';
import { listen } from './ports';

/** Headers that belong to one hop; the rest of a request is passed to s3rver exactly as signed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'expect', 'proxy-connection', 'upgrade']);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** S3's error document, so the SDK and the browser see what S3 would send. */
export function s3ErrorXml(refusal: S3Refusal, requestId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>${escapeXml(refusal.code)}</Code><Message>${escapeXml(refusal.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
}

export interface S3Guard {
  /** Where the handlers' S3 client and the presigned URLs point: `http://127.0.0.1:<port>`. */
  endpoint: string;
  stop(): Promise<void>;
}

function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: S3Refusal,
  corsOrigin: string | undefined,
): void {
  req.resume();
  const requestId = randomUUID();
  res.statusCode = refusal.status;
  res.setHeader('x-amz-request-id', requestId);
  // S3 adds the matching CORS rule's headers to errors too, so the app's page can read why a PUT failed.
  if (corsOrigin && req.headers.origin === corsOrigin) {
    res.setHeader('access-control-allow-origin', corsOrigin);
    res.setHeader('vary', 'Origin');
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.setHeader('content-type', 'application/xml');
  res.end(s3ErrorXml(refusal, requestId));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Passes an authenticated request to s3rver unchanged (path, query, signed headers) and streams back. */
async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  body: Buffer | undefined,
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const outgoing = httpRequest({
    host: upstream.hostname,
    port: upstream.port,
    method: req.method,
    path: req.url,
    headers,
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
  const sent = body ? new Promise<void>((resolve) => outgoing.end(body, resolve)) : pipeline(req, outgoing);
  const [response] = await Promise.all([answered, sent]);
  res.writeHead(response.statusCode ?? 502, response.headers);
  await pipeline(response, res);
}

/**
 * A check in front of s3rver that refuses what S3 refuses and s3rver lets through: unsigned requests
 * (anonymous reads and listing included), signatures that do not match the local key (another key, another
 * path such as another golfer's prefix, a changed signed Content-Type or Content-Length), expired presigned
 * URLs, a PUT without a length, and a body whose signed SHA-256 it does not match. CORS preflights pass to
 * s3rver's bucket CORS. It authenticates; it does not emulate IAM authorization (the local key may do
 * anything, as an admin key would).
 */
export async function startS3Guard(options: {
  /** s3rver's endpoint, `http://127.0.0.1:<port>`. */
  upstream: string;
  /** The app's origin: refusals carry its CORS header, as S3's do when a CORS rule matches. */
  corsOrigin?: string;
}): Promise<S3Guard> {
  const upstream = new URL(options.upstream);
  const server = createServer((req, res) => {
    void (async () => {
      const auth = await authenticateS3Request({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
      });
      if (!auth.ok) return sendRefusal(req, res, auth.refusal, options.corsOrigin);
      if (req.method === 'PUT' && req.headers['content-length'] === undefined) {
        const refusal = {
          status: 411,
          code: 'MissingContentLength',
          message: 'You must provide the Content-Length HTTP header.',
        };
        return sendRefusal(req, res, refusal, options.corsOrigin);
      }
      let body: Buffer | undefined;
      if (auth.bodySha256) {
        body = await readBody(req);
        if (createHash('sha256').update(body).digest('hex') !== auth.bodySha256) {
          const refusal = {
            status: 400,
            code: 'XAmzContentSHA256Mismatch',
            message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
          };
          return sendRefusal(req, res, refusal, options.corsOrigin);
        }
      }
      await forward(req, res, upstream, body);
    })().catch((error: unknown) => {
      console.error('[s3-guard]', req.method, req.url?.split('?')[0], error);
      if (!res.headersSent) {
        sendRefusal(
          req,
          res,
          { status: 500, code: 'InternalError', message: 'We encountered an internal error.' },
          options.corsOrigin,
        );
      } else res.destroy();
    });
  });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
