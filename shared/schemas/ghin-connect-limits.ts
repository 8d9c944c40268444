/**
 * How many GHIN logins (POST /api/ghin/connect) Fescue tries for one golfer, and from one client address, in a
 * fixed window: each attempt is counted before the password goes to GHIN, so a wrong guess costs one like a
 * right one. A golfer connects once and may mistype a few times; a script guessing passwords meets the limit
 * after a handful (functions/ghin/connect-limits.ts; the counters: docs/data-model.md, "Attempt windows").
 */
export const GHIN_CONNECT_LIMITS = {
  /** One golfer's attempts, from anywhere. */
  perGolfer: { attempts: 5, windowSeconds: 15 * 60 },
  /**
   * Attempts from one client address (an IPv6 /64 counts as one), whoever is signed in: a script with many
   * accounts. A clubhouse network where 20 golfers connect GHIN in the same hour is not expected.
   */
  perAddress: { attempts: 20, windowSeconds: 60 * 60 },
} as const;

export type GhinConnectLimitScope = keyof typeof GHIN_CONNECT_LIMITS;

/** "12 minutes", "45 seconds": the wait a 429's Retry-After gives, as a golfer reads it. */
function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds >= 60) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`;
}

/** The 429's message: which limit was reached and when to try again (the same wait as Retry-After). */
export function ghinConnectLimitMessage(scope: GhinConnectLimitScope, retryAfterSeconds: number): string {
  return scope === 'perGolfer'
    ? `Too many GHIN sign-in attempts. To protect your GHIN account, try again in ${waitText(retryAfterSeconds)}.`
    : `Too many GHIN sign-in attempts from your network. Try again in ${waitText(retryAfterSeconds)}.`;
}
