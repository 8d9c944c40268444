import { UpstreamError, type UpstreamFailureKind } from '../../lib/errors';

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
export const EXTERNAL_COURSE_NOT_FOUND_MESSAGE = 'That course was not found in worldwide search.';
export const UNREADABLE_MESSAGE =
  'Worldwide course search sent an answer we could not read. Please try again later.';

/** When upstream throttles without saying for how long: the message promises "a minute". */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * A failure of GolfCourseAPI or of our access to it, with a message written for the golfer. Its status is
 * decided with every other dependency's (lib/http/dependency-faults.ts: key refused or an unreadable answer
 * 502; down, slow, failing or throttling 503; not configured 503), and its body carries `configured`
 * (shared/schemas/course.ts externalUnavailableSchema): false tells the app to hide Search Worldwide.
 */
export class ExternalCourseApiError extends UpstreamError {
  constructor(
    kind: UpstreamFailureKind,
    message: string,
    options: { retryAfterSeconds?: number; upstreamStatus?: number; cause?: unknown } = {},
  ) {
    super('GolfCourseAPI', kind, message, {
      ...options,
      details: { configured: kind !== 'not-configured' },
    });
  }

  get configured(): boolean {
    return this.kind !== 'not-configured';
  }
}

export const notConfigured = () => new ExternalCourseApiError('not-configured', NOT_CONFIGURED_MESSAGE);

/** Upstream throttled us: its Retry-After (seconds), or a minute when it did not say. */
export function busy(retryAfterSeconds: number | undefined): ExternalCourseApiError {
  return new ExternalCourseApiError('unavailable', BUSY_MESSAGE, {
    upstreamStatus: 429,
    retryAfterSeconds: retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
  });
}
