import type { z } from 'zod';
import { publishAchievementNews } from './achievement-events';
import type { ApiError } from '#shared/schemas/api-error';
import { readThroughDevice } from '../offline/read-through-device';
import { fetchRenewingSession } from './session-renewal';

/**
 * A non-OK answer. The message follows docs/product-rules.md#messages ("<status>: <body text or status
 * text>") so it reads the same wherever it is shown or logged; `body` keeps the parsed `{message,
 * fieldErrors}` for forms.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
    /** The whole parsed JSON answer, for bodies that carry more than the error contract (a 409's id). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

/**
 * The shape of `apiErrorSchema`, checked by hand: this module is on the first-paint path (the session check)
 * and zod is kept out of that bundle.
 */
function toApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, fieldErrors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (fieldErrors === undefined) return { message };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return null;
  const entries = Object.entries(fieldErrors);
  if (!entries.every(([, text]) => typeof text === 'string')) return null;
  return { message, fieldErrors: Object.fromEntries(entries) as Record<string, string> };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  const json = parseJson(text);
  throw new HttpError(response.status, `${response.status}: ${text}`, toApiError(json), json);
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/**
 * The API's own sentence for a failed request, written for the golfer (a 400's problem, a 503's "Fescue is
 * busy right now..."), or the fallback when there is none (the network failed, an answer without a body).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isHttpError(error) && error.body?.message ? error.body.message : fallback;
}

/** GET a file the API sends as an attachment, with the name its Content-Disposition gives. */
export async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetchRenewingSession(path, { credentials: 'include' });
  await throwIfNotOk(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: fileName ?? null };
}

/**
 * Any request with a JSON answer. Cookies always go along (docs/product-rules.md#data-loading); a body is sent as JSON. A 401 renews the
 * session and sends the request again (session-renewal.ts), so only a session that is really over throws it.
 */
export async function requestJson(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<unknown> {
  const method = init.method ?? 'GET';
  const hasBody = init.body !== undefined;
  const send = async () => {
    const response = await fetchRenewingSession(path, {
      method,
      credentials: 'include',
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(init.body) : undefined,
    });
    await throwIfNotOk(response);
    const text = await response.text();
    const body: unknown = JSON.parse(text);
    // A write that earned or took away an achievement says so in its answer
    // (docs/product-rules.md#achievements).
    publishAchievementNews(body);
    return { body, text };
  };
  // Reads go through the device's copy (docs/product-rules.md#offline: screens open offline with what the
  // device last saw).
  return method === 'GET' ? readThroughDevice(path, send) : (await send()).body;
}

/** GET a JSON resource and check it against its contract schema. */
export async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await requestJson(path));
}

/**
 * GET a JSON resource anyone may read (a shared page): no cookie goes along (the answer is the same for every
 * visitor, and a visitor's session has no business there), nothing is kept on the device (a revoked link
 * must not live on in it), and a 401 is not a session to renew.
 */
export async function getPublicJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(path, { credentials: 'omit', headers: { Accept: 'application/json' } });
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}

/** Send a JSON body (POST, PATCH, PUT, DELETE) and check the JSON answer against its schema. */
export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  return schema.parse(await requestJson(path, { method, body }));
}
