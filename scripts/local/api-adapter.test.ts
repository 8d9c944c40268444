import { createServer, request, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../functions/lib/http/viewer-address-header';
import { MAX_BODY_BYTES, createApiAdapter } from './api-adapter';
import { listen } from './ports';

// A stand-in Lambda: echoes its event and context, sets two cookies, or fails, depending on the route.
const ECHO_HANDLER = `
export async function handler(event, context) {
  if (event.rawPath === '/api/fail') throw new Error('boom');
  if (event.rawPath === '/api/binary') {
    return { statusCode: 200, headers: { 'content-type': 'image/png' }, body: event.body, isBase64Encoded: true };
  }
  if (event.rawPath === '/api/plain') return 'just a string';
  return {
    statusCode: 201,
    headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
    cookies: ['first=1; Path=/api; HttpOnly', 'second=2; Path=/api; Max-Age=0'],
    body: JSON.stringify({ event, functionName: context.functionName, remaining: context.getRemainingTimeInMillis() }),
  };
}
`;

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fescue-adapter-'));
  await writeFile(path.join(dir, 'echo.mjs'), ECHO_HANDLER);
  const adapter = createApiAdapter({
    rootDir: dir,
    region: 'us-east-1',
    groups: {
      echo: {
        entry: 'echo.mjs',
        routes: ['POST /api/items/{itemId}', 'GET /api/fail', 'POST /api/binary', 'GET /api/plain'],
      },
    },
  });
  server = createServer((req, res) => void adapter(req, res));
  base = `http://localhost:${await listen(server, 0, 'localhost')}`;
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local API adapter', () => {
  it('calls the route group handler with the API Gateway v2 event and the Lambda context', async () => {
    const response = await fetch(`${base}/api/items/i-1?x=1&x=2`, {
      method: 'POST',
      headers: { cookie: 'a=1; b=2', 'content-type': 'application/json', 'X-Trace': 't' },
      body: '{"n":1}',
    });
    expect(response.status).toBe(201);
    const { event, functionName, remaining } = (await response.json()) as {
      event: Record<string, unknown>;
      functionName: string;
      remaining: number;
    };
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/items/{itemId}',
      rawPath: '/api/items/i-1',
      rawQueryString: 'x=1&x=2',
      queryStringParameters: { x: '1,2' },
      pathParameters: { itemId: 'i-1' },
      cookies: ['a=1', 'b=2'],
      body: '{"n":1}',
      isBase64Encoded: false,
      headers: { 'x-trace': 't', 'content-type': 'application/json' },
      requestContext: { stage: '$default', http: { method: 'POST', path: '/api/items/i-1' } },
    });
    expect(functionName).toBe('fescue-local-echo');
    expect(remaining).toBeGreaterThan(0);
  });

  it('sends each entry of the result cookies as its own Set-Cookie header', async () => {
    const response = await fetch(`${base}/api/items/i-1`, { method: 'POST' });
    expect(response.headers.getSetCookie()).toEqual([
      'first=1; Path=/api; HttpOnly',
      'second=2; Path=/api; Max-Age=0',
    ]);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
  });

  it('passes a binary body in base64 and decodes a base64 result', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const response = await fetch(`${base}/api/binary`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a plain string result with 200 JSON', async () => {
    const response = await fetch(`${base}/api/plain`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('just a string');
  });

  it('answers 404 JSON for a path or method no route has', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/plain'],
    ] as const) {
      const response = await fetch(`${base}${url}`, { method, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 500 with API Gateway generic message when the handler throws', async () => {
    const response = await fetch(`${base}/api/fail`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('refuses a body over 10 MB with 413, as API Gateway does', async () => {
    const response = await fetch(`${base}/api/items/big`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(MAX_BODY_BYTES + 1, 32),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
  });
});

describe('local API adapter in front of the handlers, as CloudFront is', () => {
  it('adds its edge headers to every request, replacing any value the client sent', async () => {
    const edge = createApiAdapter({
      rootDir: dir,
      region: 'us-east-1',
      groups: { echo: { entry: 'echo.mjs', routes: ['POST /api/items/{itemId}'] } },
      edgeHeaders: { 'X-Fescue-Origin-Verify': 'edge-value' },
    });
    const edgeServer = createServer((req, res) => void edge(req, res));
    const edgeBase = `http://localhost:${await listen(edgeServer, 0, 'localhost')}`;
    try {
      const response = await fetch(`${edgeBase}/api/items/i-1`, {
        method: 'POST',
        headers: { 'x-fescue-origin-verify': 'forged-by-client' },
        body: '{}',
      });
      const { event } = (await response.json()) as { event: { headers: Record<string, string> } };
      expect(event.headers['x-fescue-origin-verify']).toBe('edge-value');
    } finally {
      edgeServer.close();
    }
  });

  it('passes the socket’s address as the viewer address, never one the client claims (limits per address)', async () => {
    const edge = createApiAdapter({
      rootDir: dir,
      region: 'us-east-1',
      groups: { echo: { entry: 'echo.mjs', routes: ['POST /api/items/{itemId}'] } },
      edgeHeaders: { 'X-Fescue-Origin-Verify': 'edge-value' },
    });
    const edgeServer = createServer((req, res) => void edge(req, res));
    const port = await listen(edgeServer, 0, '127.0.0.1');
    try {
      const event = await new Promise<{ headers: Record<string, string> }>((resolve, reject) => {
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            localAddress: '127.0.0.77',
            method: 'POST',
            path: '/api/items/i-1',
            headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.9' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve((JSON.parse(body) as { event: { headers: Record<string, string> } }).event),
            );
          },
        );
        sent.on('error', reject);
        sent.end('{}');
      });
      expect(event.headers[VIEWER_ADDRESS_HEADER]).toBe('127.0.0.77');
    } finally {
      edgeServer.close();
    }
  });

  it('adds none without them, as a direct call to the execute-api URL', async () => {
    const response = await fetch(`${base}/api/items/i-1`, {
      method: 'POST',
      headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.9' },
      body: '{}',
    });
    const { event } = (await response.json()) as { event: { headers: Record<string, string> } };
    expect(event.headers).not.toHaveProperty('x-fescue-origin-verify');
    expect(event.headers).not.toHaveProperty(VIEWER_ADDRESS_HEADER);
  });
});
