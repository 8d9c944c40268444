import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { externalUnavailableSchema } from '../../../shared/schemas/course';
import { logger } from '../../lib/logger';
import {
  BUSY_MESSAGE,
  ExternalCourseApiError,
  TIMEOUT_MESSAGE,
  busy,
  externalFailureResponse,
  notConfigured,
} from './external-course-errors';

const bodyOf = (result: ReturnType<typeof externalFailureResponse>) =>
  externalUnavailableSchema.parse(JSON.parse(String(result.body)));

let warn: ReturnType<typeof vi.spyOn>;
let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('externalFailureResponse', () => {
  it('shows the message of a 5xx with configured true (unlike the generic error handler)', () => {
    const result = externalFailureResponse(new ExternalCourseApiError(504, TIMEOUT_MESSAGE));
    expect(result.statusCode).toBe(504);
    expect(bodyOf(result)).toEqual({ message: TIMEOUT_MESSAGE, configured: true });
    expect(result.headers).toMatchObject({ 'cache-control': 'no-store' });
    expect(result.headers?.['retry-after']).toBeUndefined();
  });

  it('tells the UI to hide worldwide search when no key is configured', () => {
    const result = externalFailureResponse(notConfigured());
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result).configured).toBe(false);
  });

  it('logs an upstream failure as a warning, and a server without a key only as information', () => {
    externalFailureResponse(busy('5'));
    expect(warn).toHaveBeenCalledWith(
      'GolfCourseAPI call failed',
      expect.objectContaining({ statusCode: 503 }),
    );
    externalFailureResponse(notConfigured());
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('passes the upstream Retry-After through, or asks for a minute when upstream gave none', () => {
    const passed = externalFailureResponse(busy('17'));
    expect(passed.statusCode).toBe(503);
    expect(passed.headers?.['retry-after']).toBe('17');
    expect(bodyOf(passed).message).toBe(BUSY_MESSAGE);
    expect(externalFailureResponse(busy(null)).headers?.['retry-after']).toBe('60');
  });
});
