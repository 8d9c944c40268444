import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApiEvent } from '../../../scripts/local/api-event';
import { mapLambdaResult } from '../../../scripts/local/api-result';
import { handlerEnvironment, stackUrl } from '../../../scripts/local/testing';
import { documentClient } from '../../data/dynamo-client';
import { endpointGroups, type EndpointGroupName } from '../../endpoint-groups';
import { ENV } from '../config';
import { ORIGIN_VERIFY_HEADER } from '../http/origin-verify-header';
import { VIEWER_ADDRESS_HEADER } from '../http/viewer-address-header';
import { lambdaContext } from './lambda-context';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** One request as the local adapter receives it, for a route chosen by key (path parameters given decoded). */
export interface InProcessRequest {
  routeKey: string;
  pathParameters?: Record<string, string>;
  /** The raw query string, without `?`. */
  query?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The client's address, as the front door sees it (default: one loopback address of this instance's own). */
  sourceIp?: string;
}

export interface InProcessResponse {
  statusCode: number;
  body: string;
  /** The DynamoDB write commands that succeeded during the call (PutItem, TransactWriteItems, ...). */
  writes: string[];
}

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The stack's handlers called in this process, with the payload format 2.0 event the local adapter builds
 * (scripts/local/api-event.ts) and against the same DynamoDB Local, OpenID provider and fakes. Each call
 * reports the DynamoDB writes it made, which a test over HTTP could only learn by scanning the table.
 */
export async function inProcessApi(): Promise<(request: InProcessRequest) => Promise<InProcessResponse>> {
  const env = handlerEnvironment();
  // Refusals are logged by design (INFO, WARN); a fuzz run makes thousands. Errors still show.
  Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'ERROR' });
  const handlers = new Map<string, LambdaHandler>();
  for (const [group, { entry }] of Object.entries(endpointGroups)) {
    const module = (await import(pathToFileURL(path.join(ROOT, entry)).href)) as { handler: LambdaHandler };
    handlers.set(group, module.handler);
  }
  const groupOf = new Map<string, EndpointGroupName>(
    Object.entries(endpointGroups).flatMap(([group, { routes }]) =>
      routes.map((routeKey): [string, EndpointGroupName] => [routeKey, group as EndpointGroupName]),
    ),
  );

  let writes: string[] = [];
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (WRITE_COMMANDS.has(String(context.commandName))) writes.push(String(context.commandName));
      return result;
    },
    { step: 'initialize', name: 'recordWrites' },
  );

  const { host, port } = new URL(stackUrl());
  // Its own client address, so that what its calls spend of a limit per address (a fuzz run's GHIN logins)
  // is not taken from the tests that call the stack over HTTP from 127.0.0.1.
  const instanceAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  return async (request) => {
    const group = groupOf.get(request.routeKey);
    if (!group) throw new Error(`No endpoint group has ${request.routeKey}`);
    const [method = 'GET', template = '/'] = request.routeKey.split(' ');
    const rawPath = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.pathParameters?.[name] ?? ''),
    );
    const requestId = randomUUID();
    const event = buildApiEvent(
      {
        method,
        url: request.query ? `${rawPath}?${request.query}` : rawPath,
        headers: {
          host,
          ...request.headers,
          // What the local front door sets, as CloudFront does (scripts/local/api-adapter.ts).
          [ORIGIN_VERIFY_HEADER]: env[ENV.ORIGIN_VERIFY_SECRET],
          [VIEWER_ADDRESS_HEADER]: request.sourceIp ?? instanceAddress,
        },
        body: request.body ?? Buffer.alloc(0),
        sourceIp: request.sourceIp ?? instanceAddress,
        httpVersion: '1.1',
        host,
        protocol: 'http',
        port: Number(port),
        requestId,
      },
      { group, routeKey: request.routeKey, pathParameters: request.pathParameters },
    );
    writes = [];
    let statusCode: number;
    let body: string;
    try {
      const parts = mapLambdaResult(await handlers.get(group)!(event, lambdaContext));
      statusCode = parts.statusCode;
      body = parts.body.toString('utf8');
    } catch (error) {
      // What the adapter (and API Gateway) make of a handler that threw: a 500.
      statusCode = 500;
      body = String(error instanceof Error ? error.stack : error);
    }
    return { statusCode, body, writes: writes.slice() };
  };
}
