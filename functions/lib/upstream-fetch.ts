import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from './logger';
import { runsInLambda, SLOW_AWS_CALL_MS } from './observability';

/**
 * The one way Fescue calls a third-party HTTP service (GHIN, GolfCourseAPI): each try has a deadline (a slow
 * service is a timeout, never a Lambda left hanging), and a request that is safe to repeat (a GET) is tried
 * again, a bounded number of times with jittered backoff, when it met a passing failure. Statuses are
 * returned for the service's client to read; nothing here decides what the golfer is answered.
 */
export interface UpstreamFetchSettings {
  /** Deadline of each try, headers and body alike. */
  timeoutMs: number;
  /** Tries after the first, for a request safe to repeat (default 2). */
  maxRetries?: number;
  /** A Retry-After longer than this is not waited out: the response goes back for the caller to report. */
  maxRetryWaitSeconds?: number;
  /** Backoff before the n-th retry when the service does not say (tests shorten it). */
  backoffMs?: (attempt: number) => number;
}

export interface UpstreamRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Whether sending it twice is harmless (default: GET). A login is not tried again: it may count
   * against the golfer's attempts.
   */
  idempotent?: boolean;
}

/** 408, 429 and 5xx: the service may answer differently in a moment. */
export const isPassingStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** Whether a fetch failed because its deadline passed (AbortSignal.timeout), headers or body alike. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** Retry-After in whole seconds (delta or HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function defaultBackoffMs(attempt: number): number {
  return Math.random() * Math.min(4000, 250 * 2 ** attempt);
}

/**
 * Fetches `url`, trying a repeatable request again on a passing status or a connection that failed at once
 * (refused, reset). A timeout is not tried again: the golfer has already waited the whole deadline. Answers
 * the last response (whatever its status; its body still to be read under the same deadline) or throws the
 * last transport error (`isTimeout` tells a deadline apart). In Lambda, a call that took a second or more
 * (its tries, up to the answer's headers) is logged as `Slow upstream call` by host, method and status.
 */
export async function upstreamFetch(
  url: string,
  request: UpstreamRequest,
  settings: UpstreamFetchSettings,
): Promise<Response> {
  const started = performance.now();
  let status: number | 'failed' = 'failed';
  try {
    const response = await fetchTrying(url, request, settings);
    status = response.status;
    return response;
  } finally {
    const ms = Math.round(performance.now() - started);
    // In place of an X-Ray subsegment (no Lambda bundles the SDK, docs/operations.md "Traces"): the host only,
    // since a path or query can carry a golfer's GHIN number or search. Only in Lambda, as for AWS calls.
    if (ms >= SLOW_AWS_CALL_MS && runsInLambda())
      logger.warn('Slow upstream call', {
        host: new URL(url).host,
        method: request.method ?? 'GET',
        status,
        ms,
      });
  }
}

async function fetchTrying(
  url: string,
  request: UpstreamRequest,
  settings: UpstreamFetchSettings,
): Promise<Response> {
  const method = request.method ?? 'GET';
  const retries = (request.idempotent ?? method === 'GET') ? (settings.maxRetries ?? 2) : 0;
  const maxWait = settings.maxRetryWaitSeconds ?? 5;
  const backoff = settings.backoffMs ?? defaultBackoffMs;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error) || attempt >= retries) throw error;
      await sleep(backoff(attempt));
      continue;
    }
    if (response.ok || !isPassingStatus(response.status) || attempt >= retries) return response;
    const told = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
    if (told !== undefined && told > maxWait) return response;
    // Free the connection; the body of a failure tried again carries nothing we need.
    await response.body?.cancel().catch(() => undefined);
    await sleep(told !== undefined ? told * 1000 : backoff(attempt));
  }
}
