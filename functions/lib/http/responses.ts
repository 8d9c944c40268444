import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

/** API answers are per user: no shared or browser cache may keep them. */
const baseHeaders = { 'cache-control': 'no-store' } as const;

/**
 * The body a `json` answer was made from, kept beside its text under a symbol (which nothing serialises) so
 * that the handler factory can add to it after the route (the achievements a write earned) without parsing it.
 */
const JSON_BODY = Symbol('jsonBody');
/** What a write changed, for what runs after it (the achievements' reconciliation); see `afterWrite`. */
const WRITE_FACTS = Symbol('writeFacts');

/**
 * What a route tells the handler factory about the write it made: the round it logged or changed (whose date
 * played dates what it reached), the first day played whose rounds changed ('' for any day: an import, a
 * sync), or that nothing was written after all (a dry run) and nothing need follow.
 */
export interface WriteFacts {
  roundId?: string;
  roundsFrom?: string;
  nothingWritten?: boolean;
}

type AnnotatedResult = HttpResult & { [JSON_BODY]?: unknown; [WRITE_FACTS]?: WriteFacts };

export function json(statusCode: number, body: unknown, cookies?: string[]): HttpResult {
  const result: AnnotatedResult = {
    statusCode,
    headers: { ...baseHeaders, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
  Object.defineProperty(result, JSON_BODY, { value: body, enumerable: false });
  return result;
}

/** The route's answer, with what its write changed for what follows it in the handler factory. */
export function afterWrite(result: HttpResult, facts: WriteFacts): HttpResult {
  Object.defineProperty(result, WRITE_FACTS, { value: facts, enumerable: false });
  return result;
}

/** The facts a route attached with `afterWrite` (none: a write of no round, dated today). */
export function writeFactsOf(result: HttpResult): WriteFacts {
  return (result as AnnotatedResult)[WRITE_FACTS] ?? {};
}

/** The JSON body of an answer copied from a `json` one (a spread drops the kept body). */
function parsedBody(result: HttpResult): unknown {
  const type = result.headers?.['content-type'];
  if (typeof type !== 'string' || !type.startsWith('application/json') || typeof result.body !== 'string')
    return undefined;
  try {
    return JSON.parse(result.body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The answer with `fields` added to its JSON object body; an answer that is not a JSON object (a list, a
 * redirect, no body) is returned as it is.
 */
export function withJsonFields(result: HttpResult, fields: Record<string, unknown>): HttpResult {
  const body = Object.hasOwn(result, JSON_BODY) ? (result as AnnotatedResult)[JSON_BODY] : parsedBody(result);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return result;
  return { ...result, body: JSON.stringify({ ...body, ...fields }) };
}

/** A 302 for browser navigations (/api/login, /api/callback, /api/logout). */
export function redirect(location: string, cookies?: string[]): HttpResult {
  return {
    statusCode: 302,
    headers: { ...baseHeaders, location },
    ...(cookies?.length ? { cookies } : {}),
  };
}
