import type { MiddlewareObj } from '@middy/core';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { logger } from './logger';

import { METRICS_NAMESPACE } from './observability-names';

export { METRIC, METRICS_NAMESPACE } from './observability-names';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue';

/**
 * Whether this process runs in AWS Lambda (the runtime sets AWS_EXECUTION_ENV; the local stack, the tests and
 * the bench do not). Metrics are flushed as EMF lines on stdout only there: CloudWatch turns those lines into
 * metrics, while on a laptop nothing reads them and they would bury the local stack's logs and the test
 * output. The tracer makes the same decision itself (Powertools disables tracing outside Lambda).
 */
export function runsInLambda(): boolean {
  return Boolean(process.env.AWS_EXECUTION_ENV);
}

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName });

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
 * service and operation. The endpoint groups do not bundle the X-Ray SDK (it weighed about 135 kB in every
 * function and slowed each cold start): Lambda's active tracing records each invocation, and these lines say
 * which dependency made a slow one slow (docs/operations.md, "Traces").
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

/** Counts one occurrence of a metric (buffered; flushed at the end of the invocation in Lambda). */
export function countMetric(name: string, value = 1): void {
  if (runsInLambda()) metrics.addMetric(name, MetricUnit.Count, value);
}

/** Writes the buffered metrics as one EMF line, only in Lambda and only when there are any (no empty warning). */
export function flushMetrics(): void {
  if (runsInLambda() && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

let coldStart = true;

/**
 * The metrics middleware every Fescue Lambda uses: the shared HTTP stack (lib/http/http-handler.ts) and the
 * GHIN jobs. A ColdStart metric on the first invocation, and the invocation's metrics flushed whether it
 * succeeded or threw. Tracing is Lambda's own (active tracing); the GHIN jobs add the X-Ray SDK's
 * subsegments (functions/ghin/jobs/tracing.ts), where the outgoing calls are the work.
 */
export function observability<TEvent, TResult>(): MiddlewareObj<TEvent, TResult, Error, Context>[] {
  const metricsMiddleware: MiddlewareObj<TEvent, TResult, Error, Context> = {
    before: () => {
      if (coldStart && runsInLambda()) metrics.captureColdStartMetric();
      coldStart = false;
    },
    after: () => flushMetrics(),
    onError: () => flushMetrics(),
  };
  return [metricsMiddleware];
}
