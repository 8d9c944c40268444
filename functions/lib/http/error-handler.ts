import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ApiError } from '#shared/schemas/api-error';
import {
  BadRequestError,
  DomainError,
  HttpError,
  Invalid,
  UpstreamError,
  type DomainErrorKind,
} from '../errors';
import { logger } from '../logger';
import { dependencyFault } from './dependency-faults';
import { countMetric, METRIC } from '../observability';
import { json, type HttpResult } from './responses';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The status of each kind of domain error, and what a golfer reads when no route put the reason into words. */
const DOMAIN_ANSWERS: Record<DomainErrorKind, { status: number; fallback: string }> = {
  'not-found': { status: 404, fallback: 'Not found' },
  conflict: { status: 409, fallback: 'This changed while you were saving. Please try again.' },
  'limit-reached': { status: 429, fallback: 'You have reached a limit. Please try again later.' },
  invalid: { status: 400, fallback: 'This request could not be used. Please check it and try again.' },
};

/** A repository's domain error as the HTTP error it answers (lib/errors.ts). */
export function httpErrorOf(error: DomainError): HttpError {
  const { status, fallback } = DOMAIN_ANSWERS[error.kind];
  const message = error.golferMessage ?? fallback;
  if (error instanceof Invalid) {
    // The form marks the field at fault with the same words (shared/schemas/api-error.ts, fieldErrors).
    return new BadRequestError(message, error.field ? { [error.field]: message } : undefined, {
      cause: error,
    });
  }
  return new HttpError(status, message, {
    cause: error,
    details: error.details,
    ...('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number'
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : {}),
  });
}

/** What the log keeps of a cause: its name and message, never a whole request or response. */
function describeCause(cause: unknown): Record<string, unknown> | undefined {
  if (!(cause instanceof Error)) return undefined;
  const reasons = (cause as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return {
    name: cause.name,
    message: cause.message,
    ...(reasons ? { cancellationReasons: reasons.map((reason) => reason.Code ?? 'None') } : {}),
    ...(cause instanceof UpstreamError
      ? {
          service: cause.service,
          kind: cause.kind,
          upstreamStatus: cause.upstreamStatus,
          cause: cause.cause instanceof Error ? cause.cause.message : undefined,
        }
      : {}),
  };
}

/**
 * The one mapping from thrown errors to responses. An HttpError made for the golfer (every status below 500,
 * and the 502/503s of a dependency down) shows its message; a failure of DynamoDB or S3 (throttling, down,
 * a transaction that lost a race) or of a third-party service (GHIN, GolfCourseAPI: UpstreamError) becomes
 * such an error first (lib/http/dependency-faults.ts); anything else is logged with its stack and answered
 * with a generic 500.
 */
export function toErrorResponse(thrown: unknown): HttpResult {
  const error =
    thrown instanceof HttpError
      ? thrown
      : thrown instanceof DomainError
        ? httpErrorOf(thrown)
        : (dependencyFault(thrown) ?? thrown);
  if (error instanceof HttpError && error.expose) {
    const body: ApiError = { ...error.details, message: error.message };
    if (error instanceof BadRequestError && error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.statusCode >= 500) {
      // A service this deployment has no access to is the operator's choice, not an incident.
      const notConfigured = error.cause instanceof UpstreamError && error.cause.kind === 'not-configured';
      (notConfigured ? logger.info : logger.warn).call(logger, 'Dependency failed', {
        statusCode: error.statusCode,
        cause: describeCause(error.cause),
      });
    } else if (error.statusCode >= 401 && error.statusCode !== 404) {
      logger.info('Request refused', {
        statusCode: error.statusCode,
        reason: error.message,
        ...(error !== thrown && !(thrown instanceof DomainError) ? { cause: describeCause(thrown) } : {}),
        ...(thrown instanceof DomainError ? { domainError: `${thrown.kind}: ${thrown.reason}` } : {}),
      });
    }
    if (error.statusCode === 401 || error.statusCode === 403) countMetric(METRIC.refused);
    const response = json(error.statusCode, body);
    if (error.retryAfterSeconds !== undefined) {
      response.headers = { ...response.headers, 'retry-after': String(error.retryAfterSeconds) };
    }
    return response;
  }
  const statusCode = error instanceof HttpError ? error.statusCode : 500;
  countMetric(METRIC.serverError);
  logger.error('Request failed', { statusCode, error: error instanceof Error ? error : String(error) });
  return json(statusCode, { message: GENERIC_ERROR_MESSAGE } satisfies ApiError);
}

/** Registered first on the middy stack so that its onError runs last, after every other middleware's. */
export function errorHandler(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, Context> {
  return {
    onError: (request) => {
      request.response = toErrorResponse(request.error);
    },
  };
}
