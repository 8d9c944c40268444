import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';

import { METRIC, METRIC_LOG_MESSAGE, type AppMetricName } from './observability-names';

export { METRIC, METRICS_NAMESPACE } from './observability-names';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue';

/**
 * Whether this process runs in AWS Lambda (the runtime sets AWS_EXECUTION_ENV; the local stack, the tests and
 * the bench do not). Metric lines are written only there: CloudWatch turns them into metrics, while on a
 * laptop nothing reads them and they would bury the local stack's logs and the test output. Slow calls are
 * logged only there too.
 */
export function runsInLambda(): boolean {
  return Boolean(process.env.AWS_EXECUTION_ENV);
}

/** An AWS call slower than this is logged with its service and operation (docs/operations.md, "Traces"). */
export const SLOW_AWS_CALL_MS = 1_000;

/** An AWS SDK v3 client, by the one thing used of it (its middleware stack takes an initialize step). */
interface TimedClient {
  middlewareStack: { add(middleware: never, options: { step: 'initialize'; name: string }): void };
}

/** The initialize-step middleware of the SDK (its types are @smithy/types', not a dependency of ours). */
export type TimingMiddleware = (
  next: (args: unknown) => Promise<unknown>,
  context: { clientName?: string; commandName?: string },
) => (args: unknown) => Promise<unknown>;

/**
 * Logs each call of an AWS SDK v3 client that took longer than SLOW_AWS_CALL_MS (retries included), by
 * service and operation. No Lambda bundles the X-Ray SDK (it weighed about 135 kB in every function and
 * slowed each cold start): Lambda's active tracing records each invocation, and these lines (with the GHIN
 * and GolfCourseAPI calls' own, lib/upstream-fetch.ts) say which dependency made a slow one slow
 * (docs/operations.md, "Traces").
 */
export function timeAwsCalls<T extends TimedClient>(client: T): T {
  const middleware: TimingMiddleware = (next, context) => async (args) => {
    const started = performance.now();
    try {
      return await next(args);
    } finally {
      const ms = Math.round(performance.now() - started);
      // Only in Lambda: DynamoDB Local on a busy laptop is slow with nothing wrong, and would flood the log.
      if (ms >= SLOW_AWS_CALL_MS && runsInLambda())
        logger.warn('Slow AWS call', { client: context.clientName, operation: context.commandName, ms });
    }
  };
  client.middlewareStack.add(middleware as never, { step: 'initialize', name: 'fescueSlowCallLog' });
  return client;
}

/**
 * Counts occurrences of a metric: in Lambda, one JSON log line (`"message":"Metric"`, the metric's name and
 * value, and the function's `service`) that a metric filter on the function's log group turns into the metric, in the
 * `Fescue` namespace with a `service` dimension (infra/constructs/fescue-function.ts; docs/operations.md,
 * "Metrics"). No metrics library in the bundle: Powertools metrics weighed 10.6 kB in every function, the
 * difference between the ghin group over 300 kB or under it (docs/performance.md, "Lambda bundles").
 */
export function countMetric(name: AppMetricName, value = 1): void {
  if (!runsInLambda()) return;
  // Straight to stdout, as Powertools wrote its EMF lines: a metric must not vanish with the log level.
  const line = { message: METRIC_LOG_MESSAGE, metric: name, value, service: serviceName };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

let coldStart = true;

/**
 * The metrics middleware every Fescue Lambda uses: the shared HTTP stack (lib/http/http-handler.ts) and the
 * GHIN jobs. A ColdStart metric on the first invocation; the other metrics are counted where they happen, each
 * its own line. Tracing is Lambda's own (active tracing), with no SDK in any bundle.
 */
export function observability<TEvent, TResult>(): MiddlewareObj<TEvent, TResult, Error, Context>[] {
  const metricsMiddleware: MiddlewareObj<TEvent, TResult, Error, Context> = {
    before: () => {
      if (coldStart) countMetric(METRIC.coldStart);
      coldStart = false;
    },
  };
  return [metricsMiddleware];
}
