import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfig } from '../lib/testing/test-config';
import {
  attemptWindow,
  countAttemptRequest,
  secondsUntilWindowEnds,
  type AttemptLimit,
} from './attempt-limits';

beforeEach(() => stubConfig());
afterEach(() => vi.unstubAllEnvs());

const quarterHour: AttemptLimit = { action: 'ghin-login', attempts: 5, windowSeconds: 900 };
const at = (iso: string) => new Date(iso);
const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('attempt windows', () => {
  it.each([
    ['2026-03-10T10:00:00.000Z', '2026-03-10T10:00:00Z', 900],
    ['2026-03-10T10:07:30.000Z', '2026-03-10T10:00:00Z', 450],
    ['2026-03-10T10:14:59.400Z', '2026-03-10T10:00:00Z', 1],
    ['2026-03-10T10:15:00.000Z', '2026-03-10T10:15:00Z', 900],
  ])('at %s the window starts at %s and Retry-After is %d s', (now, start, retryAfter) => {
    expect(attemptWindow(quarterHour, at(now))).toEqual({ start: epoch(start), end: epoch(start) + 900 });
    expect(secondsUntilWindowEnds(quarterHour, at(now))).toBe(retryAfter);
  });

  it("counts on the golfer's window with a conditional ADD that expires when the window ends", () => {
    const request = countAttemptRequest(quarterHour, { golfer: 'golfer-1' }, at('2026-03-10T10:07:30Z'));
    expect(request).toMatchObject({
      TableName: 'fescue-test',
      Key: { pk: 'USER#golfer-1', sk: `ATTEMPTS#ghin-login#${epoch('2026-03-10T10:00:00Z')}` },
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': 5,
        ':expiresAt': epoch('2026-03-10T10:15:00Z'),
        ':entity': 'ATTEMPT_WINDOW',
      },
    });
    expect(request.UpdateExpression).toContain('ADD #count :one');
  });

  it("counts an address's attempts in the address's own partition, apart from every golfer's", () => {
    const request = countAttemptRequest(
      quarterHour,
      { address: '2001:db8:0:1::/64' },
      at('2026-03-10T10:07:30Z'),
    );
    expect(request.Key).toEqual({
      pk: 'ADDRESS#2001:db8:0:1::/64',
      sk: `ATTEMPTS#ghin-login#${epoch('2026-03-10T10:00:00Z')}`,
    });
  });
});
