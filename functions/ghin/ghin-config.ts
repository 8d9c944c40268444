/**
 * The ghin group's settings, read from the environment once per cold start. The same names are set by the
 * CDK stack (infra/ghin-sync.ts, infra/api.ts) and by the local stack (scripts/local/stack.ts). Kept apart
 * from lib/config.ts, like the GolfCourseAPI names, so adding them changes nothing for other groups.
 */
export const GHIN_ENV = {
  URL: 'GHIN_API_URL',
  TIMEOUT_MS: 'GHIN_TIMEOUT_MS',
  /** In AWS: a Secrets Manager secret holding the operator's GHIN vendor login as {"email","password"}. */
  OPERATOR_SECRET_ARN: 'GHIN_OPERATOR_SECRET_ARN',
  /** Locally: the fake's operator login itself. */
  OPERATOR_EMAIL: 'GHIN_OPERATOR_EMAIL',
  OPERATOR_PASSWORD: 'GHIN_OPERATOR_PASSWORD',
  /** The SQS queue the dispatcher fills (AWS only). */
  SYNC_QUEUE_URL: 'GHIN_SYNC_QUEUE_URL',
  /** The UTC hour of the daily scheduled sync, as the schedule runs it (for "next sync" on the screen). */
  SYNC_HOUR_UTC: 'GHIN_SYNC_HOUR_UTC',
} as const;

export const DEFAULT_GHIN_API_URL = 'https://api2.ghin.com/api/v1';
export const DEFAULT_GHIN_TIMEOUT_MS = 10_000;
export const DEFAULT_GHIN_SYNC_HOUR_UTC = 6;

export interface GhinConfig {
  baseUrl: string;
  timeoutMs: number;
  operator: { email?: string; password?: string; secretArn?: string };
  syncQueueUrl?: string;
  syncHourUtc: number;
}

const optional = (name: string) => process.env[name] || undefined;

let cached: GhinConfig | undefined;

export function getGhinConfig(): GhinConfig {
  if (cached) return cached;
  const timeout = Number(optional(GHIN_ENV.TIMEOUT_MS));
  const hour = Number(optional(GHIN_ENV.SYNC_HOUR_UTC) ?? DEFAULT_GHIN_SYNC_HOUR_UTC);
  cached = {
    baseUrl: optional(GHIN_ENV.URL) ?? DEFAULT_GHIN_API_URL,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_GHIN_TIMEOUT_MS,
    operator: {
      email: optional(GHIN_ENV.OPERATOR_EMAIL),
      password: optional(GHIN_ENV.OPERATOR_PASSWORD),
      secretArn: optional(GHIN_ENV.OPERATOR_SECRET_ARN),
    },
    syncQueueUrl: optional(GHIN_ENV.SYNC_QUEUE_URL),
    syncHourUtc: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_GHIN_SYNC_HOUR_UTC,
  };
  return cached;
}

/** The next run of the daily schedule after `now`. */
export function nextScheduledSync(now: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
