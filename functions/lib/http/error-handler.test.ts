import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalUnavailableSchema } from '#shared/schemas/external-course';
import {
  ExternalCourseApiError,
  KEY_REFUSED_MESSAGE,
  NOT_CONFIGURED_MESSAGE,
  TIMEOUT_MESSAGE,
  busy,
  notConfigured,
} from '../../courses/external/external-course-errors';
import { credentialsRefused, rateLimited, unavailable, unreadable } from '../../ghin/client/ghin-errors';
import {
  CHANGED_WHILE_SAVING_MESSAGE,
  SERVICE_BUSY_MESSAGE,
  SIGN_IN_CHECK_UNAVAILABLE_MESSAGE,
} from '#shared/schemas/api-error';
import {
  BadGatewayError,
  BadRequestError,
  BUSY_RETRY_AFTER_SECONDS,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../errors';
import { logger } from '../logger';
import { GENERIC_ERROR_MESSAGE, toErrorResponse } from './error-handler';

const bodyOf = (result: ReturnType<typeof toErrorResponse>) => JSON.parse(String(result.body));

describe('toErrorResponse', () => {
  it.each([
    [new UnauthorizedError(), 401, 'Not signed in'],
    [new ForbiddenError('Cross-site request refused'), 403, 'Cross-site request refused'],
    [new NotFoundError('Round not found'), 404, 'Round not found'],
    [
      new ConflictError("That email can't be used. Please choose another."),
      409,
      "That email can't be used. Please choose another.",
    ],
  ])('shows the message of a %s with its status', (error, status, message) => {
    const result = toErrorResponse(error);
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result)).toEqual({ message });
    expect(result.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
  });

  it('answers a 429 with its message and a Retry-After header of its seconds', () => {
    const result = toErrorResponse(new TooManyRequestsError('You can add up to 10 courses a day.', 3600));
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: 'You can add up to 10 courses a day.' });
    expect(result.headers).toMatchObject({ 'retry-after': '3600', 'cache-control': 'no-store' });
  });

  it('sends no Retry-After with other errors', () => {
    expect(toErrorResponse(new ConflictError('Taken')).headers).not.toHaveProperty('retry-after');
  });

  it('keeps the field errors of a 400', () => {
    const result = toErrorResponse(
      new BadRequestError('Handicap must be a number', { handicap: 'Handicap must be a number' }),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      message: 'Handicap must be a number',
      fieldErrors: { handicap: 'Handicap must be a number' },
    });
  });

  it('hides the message of an unexpected error behind a logged, generic 500', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const result = toErrorResponse(new Error('connect ECONNREFUSED 10.0.0.1:443 secret-table-name'));
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("shows the golfer's message of a 503 with Retry-After, and logs its cause as a warning", () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const result = toErrorResponse(
      new ServiceUnavailableError(SIGN_IN_CHECK_UNAVAILABLE_MESSAGE, { cause: new Error('ECONNREFUSED') }),
    );
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: SIGN_IN_CHECK_UNAVAILABLE_MESSAGE });
    expect(result.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    expect(warned).toHaveBeenCalledOnce();
    warned.mockRestore();
  });

  it('shows the message of a 502 from an upstream that answered badly', () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const result = toErrorResponse(new BadGatewayError('GHIN sent an answer we could not read.'));
    expect(result.statusCode).toBe(502);
    expect(bodyOf(result)).toEqual({ message: 'GHIN sent an answer we could not read.' });
    warned.mockRestore();
  });

  it.each([
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
    'SlowDown',
    'ServiceUnavailable',
    'InternalServerError',
    'TimeoutError',
    'TransactionConflictException',
  ])('answers %s from DynamoDB or S3 with 503 "Fescue is busy", hiding the table name', (name) => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = Object.assign(new Error('Rate exceeded for table fescue-prod-Table-1234'), {
      name,
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    });
    const result = toErrorResponse(error);
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: SERVICE_BUSY_MESSAGE });
    expect(result.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    expect(String(result.body)).not.toContain('fescue-prod');
    warned.mockRestore();
  });

  it('answers 503 when a dependency cannot be reached at all (a socket error)', () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' });
    expect(toErrorResponse(error).statusCode).toBe(503);
    warned.mockRestore();
  });

  it('answers a transaction cancelled by a conflict or throttling with 503, by a failed condition with 409', () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const cancelled = (...codes: string[]) =>
      toErrorResponse(
        new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: codes.map((Code) => ({ Code })),
        }),
      );
    expect(cancelled('None', 'TransactionConflict').statusCode).toBe(503);
    expect(bodyOf(cancelled('ThrottlingError', 'None'))).toEqual({ message: SERVICE_BUSY_MESSAGE });
    const conflict = cancelled('ConditionalCheckFailed', 'TransactionConflict');
    expect(conflict.statusCode).toBe(409);
    expect(bodyOf(conflict)).toEqual({ message: CHANGED_WHILE_SAVING_MESSAGE });
    warned.mockRestore();
    info.mockRestore();
  });

  it('still hides an unexpected error of the SDK (a validation error: our bug) behind a 500', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('One or more parameter values were invalid'), {
      name: 'ValidationException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    });
    expect(toErrorResponse(error).statusCode).toBe(500);
    expect(bodyOf(toErrorResponse(error))).toEqual({ message: GENERIC_ERROR_MESSAGE });
    logged.mockRestore();
  });

  it('treats a thrown non-Error as a 500', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(toErrorResponse('boom').statusCode).toBe(500);
    logged.mockRestore();
  });
});

describe('toErrorResponse for a third-party service (GHIN, GolfCourseAPI)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['GHIN refused the golfer’s login', credentialsRefused(401), 422, undefined],
    ['GHIN down or too slow', unavailable(new Error('timeout')), 503, undefined],
    ['GHIN limiting requests', rateLimited(42), 503, '42'],
    ['GHIN answered something unreadable', unreadable(), 502, undefined],
    ['GolfCourseAPI throttling without saying for how long', busy(undefined), 503, '60'],
    ['GolfCourseAPI too slow', new ExternalCourseApiError('unavailable', TIMEOUT_MESSAGE), 503, undefined],
    [
      'GolfCourseAPI refused our key',
      new ExternalCourseApiError('bad-answer', KEY_REFUSED_MESSAGE),
      502,
      undefined,
    ],
  ])('answers %s with its status and the golfer’s message', (_case, error, status, retryAfter) => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const result = toErrorResponse(error);
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result).message).toBe(error.message);
    expect(result.headers?.['retry-after']).toBe(retryAfter);
    if (status >= 500) {
      expect(warned).toHaveBeenCalledWith(
        'Dependency failed',
        expect.objectContaining({
          cause: expect.objectContaining({ service: error.service, kind: error.kind }),
        }),
      );
    }
  });

  it('tells the app whether worldwide search is configured, and logs a missing key only as information', () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const missing = toErrorResponse(notConfigured());
    expect(missing.statusCode).toBe(503);
    expect(externalUnavailableSchema.parse(bodyOf(missing))).toEqual({
      message: NOT_CONFIGURED_MESSAGE,
      configured: false,
    });
    expect(missing.headers).not.toHaveProperty('retry-after');
    expect(info).toHaveBeenCalledTimes(1);
    expect(warned).not.toHaveBeenCalled();
    const slow = toErrorResponse(new ExternalCourseApiError('unavailable', TIMEOUT_MESSAGE));
    expect(externalUnavailableSchema.parse(bodyOf(slow))).toEqual({
      message: TIMEOUT_MESSAGE,
      configured: true,
    });
  });
});
