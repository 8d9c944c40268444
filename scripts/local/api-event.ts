import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RouteMatch } from './route-matching';

/** What the adapter knows about one HTTP request, independent of node:http (so it can be unit-tested). */
export interface IncomingApiRequest {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/rounds?cursor=abc`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  httpVersion: string;
  /** `localhost:3000`: the Host the browser used. */
  host: string;
  protocol: 'http' | 'https';
  port: number;
  now?: Date;
  requestId?: string;
}

// API Gateway passes these bodies as text; every other content type arrives base64-encoded.
const TEXT_CONTENT_TYPES = [
  /^text\//,
  /^application\/(.+\+)?json\b/,
  /^application\/(.+\+)?xml\b/,
  /^application\/javascript\b/,
  /^application\/x-www-form-urlencoded\b/,
];

export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.toLowerCase();
  return TEXT_CONTENT_TYPES.some((pattern) => pattern.test(type));
}

/** Repeated headers and query parameters reach the function joined with commas, as API Gateway v2 does. */
function joinHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    joined[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return joined;
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  }
  return parameters;
}

/** The Cookie header becomes `cookies`, one `name=value` per entry (and leaves `headers`). */
function cookieList(header: string | string[] | undefined): string[] | undefined {
  const joined = Array.isArray(header) ? header.join('; ') : header;
  if (!joined) return undefined;
  const cookies = joined
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '');
  return cookies.length > 0 ? cookies : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time, e.g. `12/Mar/2020:19:03:58 +0000`. */
export function apiGatewayTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** The payload format 2.0 event API Gateway would send to the route's Lambda for this request. */
export function buildApiEvent(request: IncomingApiRequest, route: RouteMatch): APIGatewayProxyEventV2 {
  const now = request.now ?? new Date();
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const headers = joinHeaders(request.headers);
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${request.sourceIp}`
    : request.sourceIp;
  headers['x-forwarded-port'] = String(request.port);
  headers['x-forwarded-proto'] = request.protocol;
  const cookies = cookieList(request.headers.cookie);
  const hasBody = request.body.length > 0;
  const textBody = isTextContentType(headers['content-type']);
  const requestId = request.requestId ?? randomUUID();
  const domainName = request.host.replace(/:\d+$/, '');

  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(rawQueryString !== '' ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    ...(route.pathParameters ? { pathParameters: route.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody
      ? {
          body: textBody ? request.body.toString('utf8') : request.body.toString('base64'),
          isBase64Encoded: !textBody,
        }
      : { isBase64Encoded: false }),
  };
}
