import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import middy from '@middy/core';
import { ulid } from 'ulid';
import { logger } from '../../lib/logger';
import { recordGhinRunStart } from '../../operations/operations-repository';
import { countMetric, METRIC, observability, timeAwsCalls } from '../../lib/observability';
import { getGhinConfig } from '../ghin-config';
import { dispatchScheduledSync } from './dispatch';
import type { SendBatch } from './sync-message';

let sqs: SQSClient | undefined;

/** SendMessageBatch, with the entries SQS did not take sent again once, then a failure. */
export function sqsSender(queueUrl: string): SendBatch {
  sqs ??= timeAwsCalls(new SQSClient({}));
  const client = sqs;
  return async (messages) => {
    let entries = messages.map((message, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify(message),
    }));
    for (let attempt = 0; attempt < 2 && entries.length > 0; attempt += 1) {
      const { Failed } = await client.send(
        new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }),
      );
      const failed = new Set((Failed ?? []).map((entry) => entry.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
    }
    if (entries.length > 0) throw new Error(`SQS refused ${entries.length} sync messages`);
  };
}

/** The EventBridge Scheduler target: lists the golfers with scheduled sync on and queues them. */
export async function dispatchGolfers(): Promise<unknown> {
  const { syncQueueUrl } = getGhinConfig();
  if (!syncQueueUrl) throw new Error('GHIN_SYNC_QUEUE_URL is not set');
  const runId = ulid();
  const startedAt = new Date();
  const summary = await dispatchScheduledSync(sqsSender(syncQueueUrl), { runId });
  // The Operations page's GHIN sync health: the run, then each golfer's outcome from the worker.
  await recordGhinRunStart(runId, summary.golfers, startedAt);
  countMetric(METRIC.ghinGolfersQueued, summary.golfers);
  logger.info('GHIN scheduled sync dispatched', { ...summary });
  return summary;
}

/**
 * The schedule's target: the dispatcher with the metrics every Fescue Lambda has. Traced by Lambda's active
 * tracing; a slow SQS or DynamoDB call is logged (docs/operations.md, "Traces").
 */
export const handler = middy<unknown, unknown>(dispatchGolfers).use(observability<unknown, unknown>());
