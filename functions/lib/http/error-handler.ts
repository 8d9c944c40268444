import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ApiError } from '../../../shared/schemas/api-error';
import { BadRequestError, HttpError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import { countMetric, METRIC } from '../observability';
import { json, type HttpResult } from './responses';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one mapping from thrown errors to responses. A status below 500 is the caller's problem and its
 * message is shown; anything else is logged with its stack and answered with a generic message.
 */
export function toErrorResponse(error: unknown): HttpResult {
  if (error instanceof HttpError && error.statusCode < 500) {
    const body: ApiError = { message: error.message };
    if (error instanceof BadRequestError && error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.statusCode >= 401 && error.statusCode !== 404) {
      logger.info('Request refused', { statusCode: error.statusCode, reason: error.message });
    }
    if (error.statusCode === 401 || error.statusCode === 403) countMetric(METRIC.refused);
    const response = json(error.statusCode, body);
    if (error instanceof TooManyRequestsError) {
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
