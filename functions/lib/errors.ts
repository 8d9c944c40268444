/**
 * Errors that carry an HTTP status. Route code throws these; lib/http/error-handler.ts is the one place that
 * turns them into responses. Statuses below 500 show their message to the caller, anything else does not.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(
    message: string,
    /** The first problem of each field, keyed by its dotted path (see shared/schemas/api-error.ts). */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Not signed in', options?: ErrorOptions) {
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

/** A dependency is down or throttling; the message is still hidden from the caller (status >= 500). */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service unavailable', options?: ErrorOptions) {
    super(503, message, options);
  }
}

/** The caller has used up an allowance (a daily limit); `Retry-After` tells them when it renews. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    /** Whole seconds until a retry can succeed, sent as the `Retry-After` header. */
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The request body is larger than the route accepts (lib/http/body-size.ts). */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
