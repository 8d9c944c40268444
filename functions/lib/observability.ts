import type { MiddlewareObj } from '@middy/core';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';

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

/**
 * X-Ray tracing. Responses are never captured as trace metadata (they hold golfers' data); errors are, by
 * their message and stack. Outgoing https calls (GHIN, GolfCourseAPI, the OpenID keys) are traced by the
 * tracer's default; AWS SDK clients are traced where they are built (traceAwsClient).
 */
export const tracer = new Tracer({ serviceName });

/** Adds X-Ray subsegments for each call of an AWS SDK v3 client (no-op outside Lambda). */
export function traceAwsClient<T>(client: T): T {
  return runsInLambda() ? tracer.captureAWSv3Client(client) : client;
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
 * The metrics and tracing middleware every Fescue Lambda uses: the shared HTTP stack
 * (lib/http/http-handler.ts) and the GHIN jobs. A ColdStart metric on the first invocation, the invocation
 * traced as a subsegment, and the invocation's metrics flushed whether it succeeded or threw.
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
  return [
    captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<
      TEvent,
      TResult,
      Error,
      Context
    >,
    metricsMiddleware,
  ];
}
