import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { observability } from '../../lib/observability';

/**
 * The SQS event source's target: the worker (sync-queued-golfers.ts) with the metrics every Fescue Lambda
 * has. The sync, with the round write and the achievements it carries, is imported on the first batch, as
 * the endpoint groups import a route on its first request: the cold start itself stays near the bare
 * handler's (docs/performance.md, "Lambda init"), and no golfer waits on the daily batch. Traced by Lambda's
 * active tracing; its slow GHIN and AWS calls are logged (docs/operations.md, "Traces").
 */
export const handler = middy<SQSEvent, SQSBatchResponse>(async (event: SQSEvent) => {
  const { syncQueuedGolfers } = await import('./sync-queued-golfers');
  return syncQueuedGolfers(event);
}).use(observability<SQSEvent, SQSBatchResponse>());
