import type { ExternalUnavailable } from '../../../shared/schemas/course';
import { logger } from '../../lib/logger';
import { json, type HttpResult } from '../../lib/http/responses';

export const NOT_CONFIGURED_MESSAGE =
  'Worldwide course search is not configured on this server. Search the Fescue catalog or add the course by hand.';
export const KEY_REFUSED_MESSAGE =
  'Worldwide course search is misconfigured (the service refused our key). Please tell the site operator.';
export const KEY_UNREADABLE_MESSAGE =
  'Worldwide course search is misconfigured (its key could not be read). Please tell the site operator.';
export const BUSY_MESSAGE = 'Worldwide course search is busy right now. Please try again in a minute.';
export const TIMEOUT_MESSAGE = 'Worldwide course search did not answer in time. Please try again.';
export const UNREACHABLE_MESSAGE = 'Worldwide course search could not be reached. Please try again later.';
export const UPSTREAM_FAILED_MESSAGE =
  'Worldwide course search is having problems right now. Please try again later.';
export const UNREADABLE_MESSAGE =
  'Worldwide course search sent an answer we could not read. Please try again later.';

/** When upstream throttles without saying for how long: the message promises "a minute". */
const DEFAULT_RETRY_AFTER_SECONDS = '60';

/**
 * A failure of GolfCourseAPI or of our access to it. Unlike other 5xx errors (which the shared error handler
 * hides behind a generic message), its message is written for the golfer and is shown: the routes answer it
 * with externalFailureResponse instead of throwing it on.
 */
export class ExternalCourseApiError extends Error {
  readonly configured: boolean;
  readonly retryAfter?: string;

  constructor(
    readonly statusCode: 502 | 503 | 504,
    message: string,
    options: { configured?: boolean; retryAfter?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ExternalCourseApiError';
    this.configured = options.configured ?? true;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

export const notConfigured = () =>
  new ExternalCourseApiError(503, NOT_CONFIGURED_MESSAGE, { configured: false });

export function busy(retryAfter: string | null): ExternalCourseApiError {
  return new ExternalCourseApiError(503, BUSY_MESSAGE, {
    retryAfter: retryAfter?.trim() || DEFAULT_RETRY_AFTER_SECONDS,
  });
}

/** The response of a route whose call to GolfCourseAPI failed; `{configured:false}` tells the UI to hide it. */
export function externalFailureResponse(error: ExternalCourseApiError): HttpResult {
  // Not configured is a deployment choice, not an incident.
  const log = error.configured ? logger.warn.bind(logger) : logger.info.bind(logger);
  log('GolfCourseAPI call failed', {
    statusCode: error.statusCode,
    reason: error.message,
    cause: error.cause instanceof Error ? error.cause.message : undefined,
  });
  const body: ExternalUnavailable = { message: error.message, configured: error.configured };
  const response = json(error.statusCode, body);
  if (error.retryAfter) response.headers = { ...response.headers, 'retry-after': error.retryAfter };
  return response;
}
