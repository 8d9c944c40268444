/** Metric names and namespace, free of imports so infra/monitoring.ts (the dashboard) reads the same ones. */

/** The CloudWatch namespace of every Fescue metric (infra/monitoring.ts reads the same name). */
export const METRICS_NAMESPACE = 'Fescue';

/** Metric names, defined once so the dashboard and the code cannot drift apart. */
export const METRIC = {
  /** A function's first invocation in a new execution environment (its init ran). */
  coldStart: 'ColdStart',
  /** A request answered 5xx by our error handler (a bug or a dependency down), per function. */
  serverError: 'ServerError',
  /** A request refused 401 or 403 (no session, a foreign Origin, no origin-verify header): an abuse signal. */
  refused: 'Refused',
  /** Golfers the scheduled GHIN sync queued. */
  ghinGolfersQueued: 'GhinGolfersQueued',
  ghinSyncSucceeded: 'GhinSyncSucceeded',
  ghinSyncFailed: 'GhinSyncFailed',
} as const;

export type AppMetricName = (typeof METRIC)[keyof typeof METRIC];

/**
 * The message of the log line that counts a metric (`{"message":"Metric","metric":…,"value":…,"service":…}`):
 * each function's log group turns these lines into the metrics (infra/constructs/fescue-function.ts).
 */
export const METRIC_LOG_MESSAGE = 'Metric';

/** The metrics the HTTP stack counts in every endpoint group (functions/lib/http/error-handler.ts). */
export const HTTP_METRICS: readonly AppMetricName[] = [METRIC.coldStart, METRIC.serverError, METRIC.refused];
