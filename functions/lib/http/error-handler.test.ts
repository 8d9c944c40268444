import { describe, expect, it, vi } from 'vitest';
import {
  BadRequestError,
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

  it('keeps a 503 status but hides its message', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const result = toErrorResponse(new ServiceUnavailableError('JWKS unavailable'));
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: GENERIC_ERROR_MESSAGE });
    logged.mockRestore();
  });

  it('treats a thrown non-Error as a 500', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(toErrorResponse('boom').statusCode).toBe(500);
    logged.mockRestore();
  });
});
