import {
  GHIN_LOGIN_REFUSED_MESSAGE,
  GHIN_UNAVAILABLE_MESSAGE,
  GHIN_UNREADABLE_MESSAGE,
  ghinRateLimitedMessage,
} from '../../../shared/schemas/ghin';

export type GhinFailureKind = 'credentials' | 'rate-limited' | 'unavailable' | 'unreadable' | 'not-found';

/**
 * A failure of GHIN or of our access to it, with the status the API answers and a message written for the
 * golfer (the routes show it, unlike other 5xx errors): credentials refused 422 (not 401, which the app
 * reads as its own session ending), rate limited 429 with Retry-After, down or too slow 503, unreadable 502.
 */
export class GhinApiError extends Error {
  constructor(
    readonly kind: GhinFailureKind,
    message: string,
    readonly options: { upstreamStatus?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GhinApiError';
  }

  get statusCode(): number {
    switch (this.kind) {
      case 'credentials':
        return 422;
      case 'rate-limited':
        return 429;
      case 'not-found':
        return 404;
      case 'unreadable':
        return 502;
      default:
        return 503;
    }
  }
}

export const credentialsRefused = (upstreamStatus: number) =>
  new GhinApiError('credentials', GHIN_LOGIN_REFUSED_MESSAGE, { upstreamStatus });
export const unavailable = (cause?: unknown, upstreamStatus?: number) =>
  new GhinApiError('unavailable', GHIN_UNAVAILABLE_MESSAGE, { cause, upstreamStatus });
export const unreadable = (cause?: unknown) =>
  new GhinApiError('unreadable', GHIN_UNREADABLE_MESSAGE, { cause });
export const rateLimited = (retryAfterSeconds: number) =>
  new GhinApiError('rate-limited', ghinRateLimitedMessage(retryAfterSeconds), {
    upstreamStatus: 429,
    retryAfterSeconds,
  });
