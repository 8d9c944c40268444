import type { MiddlewareObj } from '@middy/core';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { runsInLambda } from '../../lib/observability';

/**
 * X-Ray subsegments for the GHIN jobs only: their work is calls to GHIN and SQS, one golfer after another,
 * and a trace shows which call a slow batch waited on. The endpoint groups leave the X-Ray SDK out of their
 * bundles (docs/operations.md, "Traces"). Responses are never captured as trace metadata (they hold golfers'
 * data); errors are, by their message and stack. Outgoing https calls are traced by the tracer's default.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fescue' });

/** The invocation as a subsegment (Powertools turns itself off outside Lambda). */
export function tracing<TEvent, TResult>(): MiddlewareObj<TEvent, TResult, Error, Context> {
  return captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<
    TEvent,
    TResult,
    Error,
    Context
  >;
}

/** Adds X-Ray subsegments for each call of an AWS SDK v3 client (no-op outside Lambda). */
export function traceAwsClient<T>(client: T): T {
  return runsInLambda() ? tracer.captureAWSv3Client(client) : client;
}
