import { describe, expect, it } from 'vitest';
import { GHIN_CONNECT_LIMITS, ghinConnectLimitMessage } from './ghin-connect-limits';

describe('GHIN connect limits', () => {
  it('stop a password guesser after a handful, below a dozen tries', () => {
    expect(GHIN_CONNECT_LIMITS.perGolfer.attempts).toBeLessThan(12);
    expect(GHIN_CONNECT_LIMITS.perAddress.attempts).toBeGreaterThan(GHIN_CONNECT_LIMITS.perGolfer.attempts);
  });

  it.each([
    [
      'perGolfer',
      720,
      'Too many GHIN sign-in attempts. To protect your GHIN account, try again in 12 minutes.',
    ],
    [
      'perGolfer',
      61,
      'Too many GHIN sign-in attempts. To protect your GHIN account, try again in 2 minutes.',
    ],
    ['perGolfer', 60, 'Too many GHIN sign-in attempts. To protect your GHIN account, try again in 1 minute.'],
    ['perAddress', 45, 'Too many GHIN sign-in attempts from your network. Try again in 45 seconds.'],
    ['perAddress', 1, 'Too many GHIN sign-in attempts from your network. Try again in 1 second.'],
  ] as const)('says which limit (%s) and when to try again (%d s)', (scope, seconds, message) => {
    expect(ghinConnectLimitMessage(scope, seconds)).toBe(message);
  });
});
