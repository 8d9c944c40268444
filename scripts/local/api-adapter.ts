import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { VIEWER_ADDRESS_HEADER } from '../../functions/lib/http/viewer-address-header';
import { buildApiEvent } from './api-event';
import { jsonError, mapLambdaResult, type HttpResponseParts } from './api-result';
import { createRouteMatcher } from './route-matching';

/** API Gateway's payload limit: a bigger request never reaches the function. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway HTTP APIs give up on an integration after 30 s. */
const INTEGRATION_TIMEOUT_MS = 30_000;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface ApiAdapterOptions {
  /** Where the group entries' paths start (the repository root). */
  rootDir: string;
  groups: Record<string, { readonly entry: string; readonly routes: readonly string[] }>;
  region: string;
  /** Told before the first handler module is imported. */
  onImport?: () => void;
  /**
   * Headers set on every request, replacing any a client sent: what CloudFront's origin custom headers do
   * (the origin-verify secret). With them the adapter also sets the viewer-address header from the socket, as
   * CloudFront's viewer-request function does. Without them it stands for a direct call to the execute-api URL.
   */
  edgeHeaders?: Readonly<Record<string, string>>;
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // Not destroyed on a throw: the rest is drained so the client can read the 413.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function lambdaContext(group: string, region: string, requestId: string, deadline: number): Context {
  const functionName = `fescue-local-${group}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

export function writeResponse(res: ServerResponse, parts: HttpResponseParts, requestId: string): void {
  res.statusCode = parts.statusCode;
  for (const [name, value] of Object.entries(parts.headers)) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = [...(parts.headers['set-cookie'] ? [parts.headers['set-cookie']] : []), ...parts.cookies];
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.setHeader('apigw-requestid', requestId);
  res.end(parts.body);
}

/**
 * The local stand-in for API Gateway: picks the route from the endpoint groups, builds the v2 event, calls
 * the group's `handler` in this process (the module is imported on first use, so it reads the environment
 * the stack has set), and turns the result back into an HTTP response the way API Gateway does.
 */
export function createApiAdapter(
  options: ApiAdapterOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const match = createRouteMatcher(options.groups);
  const handlers = new Map<string, Promise<LambdaHandler>>();

  const loadHandler = (group: string): Promise<LambdaHandler> => {
    let loaded = handlers.get(group);
    if (!loaded) {
      const entry = path.resolve(options.rootDir, options.groups[group]!.entry);
      options.onImport?.();
      loaded = import(pathToFileURL(entry).href).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function')
          throw new Error(`${entry} does not export a handler function`);
        return module.handler as LambdaHandler;
      });
      // A failed import (a syntax error being fixed, say) is retried on the next request.
      loaded.catch(() => handlers.delete(group));
      handlers.set(group, loaded);
    }
    return loaded;
  };

  return async (req, res) => {
    const requestId = randomUUID();
    const url = req.url ?? '/';
    const route = match(req.method ?? 'GET', url.split('?')[0] ?? '/');
    if (!route) {
      req.resume();
      writeResponse(res, jsonError(404, 'Not Found'), requestId);
      return;
    }

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      res.setHeader('connection', 'close');
      writeResponse(res, jsonError(413, 'Request Entity Too Large'), requestId);
      req.resume();
      return;
    }

    const headers = { ...req.headers };
    // A client's own viewer-address header never passes; the front door puts the socket's address there, as
    // CloudFront's viewer-request function puts the viewer's (functions/lib/http/client-address.ts).
    delete headers[VIEWER_ADDRESS_HEADER];
    if (options.edgeHeaders) headers[VIEWER_ADDRESS_HEADER] = sourceIp(req);
    for (const [name, value] of Object.entries(options.edgeHeaders ?? {}))
      headers[name.toLowerCase()] = value;
    const event = buildApiEvent(
      {
        method: req.method ?? 'GET',
        url,
        headers,
        body,
        sourceIp: sourceIp(req),
        httpVersion: req.httpVersion,
        host: req.headers.host ?? 'localhost',
        protocol: 'http',
        port: req.socket.localPort ?? 0,
        requestId,
      },
      route,
    );

    let parts: HttpResponseParts;
    const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    try {
      const handler = await loadHandler(route.group);
      const timeout = new Promise<HttpResponseParts>((resolve) => {
        timer = setTimeout(() => resolve(jsonError(503, 'Service Unavailable')), INTEGRATION_TIMEOUT_MS);
      });
      const invocation = handler(event, lambdaContext(route.group, options.region, requestId, deadline)).then(
        mapLambdaResult,
      );
      parts = await Promise.race([invocation, timeout]);
    } catch (error) {
      // What CloudWatch would show for a function that threw; the client gets API Gateway's generic 500.
      console.error(`[api] ${route.routeKey} failed:`, error);
      parts = jsonError(500, 'Internal Server Error');
    } finally {
      clearTimeout(timer);
    }
    writeResponse(res, parts, requestId);
  };
}
