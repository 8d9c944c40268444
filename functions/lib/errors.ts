import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';

export interface HttpErrorOptions extends ErrorOptions {
  /**
   * Whether the message is written for the golfer and may be shown. By default only statuses below 500 are;
   * a 502/503 built with a golfer's message (a dependency down) says so.
   */
  expose?: boolean;
  /** Whole seconds until a retry can succeed, sent as the `Retry-After` header. */
  retryAfterSeconds?: number;
  /** Fields the body carries beside `message`, for an exposed error (`configured` of worldwide search). */
  details?: Record<string, unknown>;
}

/**
 * Errors that carry an HTTP status. Route code throws these; lib/http/error-handler.ts is the one place that
 * turns them into responses. Statuses below 500 show their message to the caller; a 5xx only when it was
 * made with a message for the golfer (`expose`), anything else is a generic 500.
 */
export class HttpError extends Error {
  readonly expose: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.expose = options.expose ?? statusCode < 500;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export class BadRequestError extends HttpError {
  constructor(
    message: string,
    /** The first problem of each field, keyed by its dotted path (see shared/schemas/api-error.ts). */
    readonly fieldErrors?: Record<string, string>,
    options: ErrorOptions = {},
  ) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Not signed in', options: ErrorOptions = {}) {
    super(401, message, options);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Seconds a golfer is asked to wait when a dependency is busy: "a moment". */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A dependency is down, throttling or too slow (DynamoDB, S3, the sign-in provider's keys, GHIN...). The
 * message is the golfer's ("Fescue is busy right now...") and is shown with `Retry-After`; the cause is logged.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(message = SERVICE_BUSY_MESSAGE, options: ErrorOptions = {}) {
    super(503, message, { ...options, expose: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  }
}

/** A dependency answered, but badly (an upstream error or an answer we cannot read); the message is shown. */
export class BadGatewayError extends HttpError {
  constructor(message: string, options: ErrorOptions = {}) {
    super(502, message, { ...options, expose: true });
  }
}

/** The caller has used up an allowance (a daily limit); `Retry-After` tells them when it renews. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { retryAfterSeconds });
  }
}

/** The request body is larger than the route accepts (lib/http/body-size.ts). */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

/**
 * How a third-party service Fescue calls (GHIN, GolfCourseAPI) failed, as its client tells it. The status
 * each answers is decided in one place, with the other dependencies' (lib/http/dependency-faults.ts):
 * - `credentials`: the service refused the golfer's own login (422, not 401: that is Fescue's session);
 * - `not-found`: it has no such record (404);
 * - `not-permitted`: our own account may not read this yet, by the golfer's choice (409: GHIN's vendor account
 *   reads a golfer's scores only once the golfer approved it);
 * - `not-configured`: this deployment has no access to it, by the operator's choice (503, not temporary);
 * - `unavailable`: down, unreachable, too slow, failing or limiting our requests (503, with `Retry-After`
 *   when the service said how long);
 * - `bad-answer`: it answered something we cannot use, or refused our own key (502).
 */
export type UpstreamFailureKind =
  'credentials' | 'not-found' | 'not-permitted' | 'not-configured' | 'unavailable' | 'bad-answer';

export interface UpstreamErrorOptions extends ErrorOptions {
  /** The service's status, for the log. */
  upstreamStatus?: number;
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
}

/** A failure of a third-party service, with a message written for the golfer (it is shown). */
export class UpstreamError extends Error {
  readonly upstreamStatus: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    /** The service's name, for the log. */
    readonly service: string,
    readonly kind: UpstreamFailureKind,
    message: string,
    options: UpstreamErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.upstreamStatus = options.upstreamStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/**
 * What a repository (or any module below the routes) says went wrong, in the domain's terms and with no HTTP
 * in it: the thing asked for is not there (`NotFound`), the write met a state it may not overwrite
 * (`Conflict`: changed meanwhile, already done, taken), an allowance is used up (`LimitReached`), or what the
 * golfer gave cannot be used (`Invalid`: an upload that is no image, an email the sign-in owns). Each carries
 * a `reason` its module names (a small union of literals per module). The words a golfer reads are the
 * route's (`inWords`), and the one error mapping (lib/http/error-handler.ts) turns the kind into a status; a
 * reason no route put into words is answered with the kind's plain default.
 */
export type DomainErrorKind = 'not-found' | 'conflict' | 'limit-reached' | 'invalid';

export interface DomainErrorOptions extends ErrorOptions {
  /** Facts the answer carries beside the golfer's words (the id of the course that holds a name). */
  details?: Record<string, unknown>;
}

export abstract class DomainError<Reason extends string = string> extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The route's words for this reason (`inWords`); the message is the reason until then. */
  golferMessage: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly reason: Reason,
    options: DomainErrorOptions = {},
  ) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.details = options.details;
  }
}

export class NotFound<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'not-found';
}

export class Conflict<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'conflict';
}

export class LimitReached<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'limit-reached';

  constructor(
    reason: Reason,
    /** Whole seconds until the allowance renews (`Retry-After`). */
    readonly retryAfterSeconds: number,
    options?: DomainErrorOptions,
  ) {
    super(reason, options);
  }
}

export class Invalid<Reason extends string = string> extends DomainError<Reason> {
  readonly kind = 'invalid';

  constructor(
    reason: Reason,
    /** The request field at fault, answered as the 400's `fieldErrors` entry (the form marks that field). */
    readonly field?: string,
    options?: DomainErrorOptions,
  ) {
    super(reason, options);
  }
}

/**
 * Runs a repository's work and gives the golfer's words to the domain errors it throws, by reason: the
 * messages live with the route that answers them. A reason not listed keeps its kind's default answer.
 */
export async function inWords<T>(work: Promise<T>, words: Readonly<Record<string, string>>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && Object.hasOwn(words, error.reason)) {
      error.golferMessage = words[error.reason];
      error.message = words[error.reason]!;
    }
    throw error;
  }
}
