import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway lower-cases header names; a hand-built or adapter event may not, so look both ways. */
export function readHeader(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  const lower = name.toLowerCase();
  const direct = headers[lower];
  if (direct !== undefined) return direct;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === lower) return value;
  }
  return undefined;
}
