import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface EventOptions {
  headers?: Record<string, string>;
  cookies?: string[];
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

/** An API Gateway v2 event as the HTTP API (or the local adapter) delivers it, for `METHOD /path` route keys. */
export function httpEvent(routeKey: string, options: EventOptions = {}): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const query = options.query ?? {};
  const rawBody = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { host: 'api.example.test', ...options.headers },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(rawBody === undefined ? {} : { body: rawBody }),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'api.example.test',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey,
      stage: '$default',
      time: '01/Jan/2025:00:00:00 +0000',
      timeEpoch: 0,
    },
  };
}
