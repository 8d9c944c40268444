import {
  GHIN_ACCESS_NOT_GIVEN_MESSAGE,
  GHIN_LOGIN_REFUSED_MESSAGE,
  GHIN_UNAVAILABLE_MESSAGE,
  GHIN_UNREADABLE_MESSAGE,
  ghinRateLimitedMessage,
} from '#shared/schemas/ghin';
import { UpstreamError, type UpstreamErrorOptions, type UpstreamFailureKind } from '../../lib/errors';

/**
 * A failure of GHIN or of our access to it, with a message written for the golfer ("GHIN is unavailable right
 * now", "GHIN did not accept those credentials", "try again in 42 seconds"). Its status is decided with every
 * other dependency's, in lib/http/dependency-faults.ts: credentials refused 422 (not 401, which the app
 * reads as its own session ending), the operator's account not (yet) given access by the golfer 409, down,
 * too slow or limiting requests 503 (with Retry-After when GHIN said), unreadable 502. The sync records its
 * message as the last error.
 */
export class GhinApiError extends UpstreamError {
  constructor(kind: UpstreamFailureKind, message: string, options: UpstreamErrorOptions = {}) {
    super('GHIN', kind, message, options);
  }
}

export const credentialsRefused = (upstreamStatus: number) =>
  new GhinApiError('credentials', GHIN_LOGIN_REFUSED_MESSAGE, { upstreamStatus });
/** GHIN's 404 AccessDenied to the operator's account: the golfer has not approved its access request. */
export const accessNotGiven = () =>
  new GhinApiError('not-permitted', GHIN_ACCESS_NOT_GIVEN_MESSAGE, { upstreamStatus: 404 });
export const unavailable = (cause?: unknown, upstreamStatus?: number) =>
  new GhinApiError('unavailable', GHIN_UNAVAILABLE_MESSAGE, { cause, upstreamStatus });
export const unreadable = (cause?: unknown) =>
  new GhinApiError('bad-answer', GHIN_UNREADABLE_MESSAGE, { cause });
export const rateLimited = (retryAfterSeconds: number) =>
  new GhinApiError('unavailable', ghinRateLimitedMessage(retryAfterSeconds), {
    upstreamStatus: 429,
    retryAfterSeconds,
  });
