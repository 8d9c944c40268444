/** The HTTP response API Gateway makes of a Lambda result (payload format 2.0). */
export interface HttpResponseParts {
  statusCode: number;
  headers: Record<string, string>;
  /** Each entry becomes its own Set-Cookie header. */
  cookies: string[];
  body: Buffer;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export function jsonError(statusCode: number, message: string): HttpResponseParts {
  return { statusCode, headers: JSON_HEADERS, cookies: [], body: Buffer.from(JSON.stringify({ message })) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A structured result (with `statusCode`) is taken as it is; anything else is "format inference": a 200 JSON
 * response whose body is the string itself or the value serialised.
 */
export function mapLambdaResult(result: unknown): HttpResponseParts {
  if (typeof result === 'string') {
    return { statusCode: 200, headers: JSON_HEADERS, cookies: [], body: Buffer.from(result) };
  }
  if (!isRecord(result) || !('statusCode' in result)) {
    const body = result === undefined ? '' : JSON.stringify(result);
    return { statusCode: 200, headers: JSON_HEADERS, cookies: [], body: Buffer.from(body) };
  }

  const statusCode = Number(result.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    // API Gateway's answer to a malformed integration response.
    return jsonError(500, 'Internal Server Error');
  }
  const headers: Record<string, string> = {};
  if (isRecord(result.headers)) {
    for (const [name, value] of Object.entries(result.headers)) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
  }
  const cookies = Array.isArray(result.cookies) ? result.cookies.map(String) : [];
  const rawBody = typeof result.body === 'string' ? result.body : '';
  const body = result.isBase64Encoded === true ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody);
  return { statusCode, headers, cookies, body };
}
