import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { GHIN_SYNC_DEFAULT_SCORES } from '../../../shared/schemas/ghin';
import { getGhinLink, setScheduledSync } from '../../data/ghin-repository';
import { logger } from '../../lib/logger';
import { countMetric, METRIC, observability } from '../../lib/observability';
import { vendorToken } from '../ghin-access';
import { ghinClient } from '../ghin-api';
import { runGolferSync } from '../sync/run-sync';
import { syncMessageSchema } from './sync-message';

/**
 * The scheduled run's second half: one SQS batch of golfers, synced one after another with the operator's
 * GHIN account (golfers' passwords are never kept). A golfer whose sync fails is reported back
 * (batchItemFailures) and SQS offers it again; after the queue's maxReceiveCount it goes to the dead-letter
 * queue, whose alarm tells the operator. A golfer who has since turned sync off, or whose message is not
 * ours, is dropped, not retried. So is a link whose GHIN number no GHIN login proved (one stored before
 * links carried the proof): the operator's account never reads a typed number, and its sync is turned off.
 */
export async function syncQueuedGolfers(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const parsed = syncMessageSchema.safeParse(safeJson(record.body));
    if (!parsed.success) {
      logger.warn('Dropped a GHIN sync message that is not ours', { messageId: record.messageId });
      continue;
    }
    const { userId } = parsed.data;
    try {
      const link = await getGhinLink(userId);
      if (!link?.syncEnabled || !link.ghinNumber) continue;
      if (!link.verified) {
        await setScheduledSync(userId, false);
        logger.warn('Skipped a scheduled GHIN sync of an unproved GHIN number', {
          messageId: record.messageId,
        });
        continue;
      }
      const now = new Date();
      const token = await vendorToken(now);
      if (!token) throw new Error('This deployment has no operator GHIN account');
      const results = await runGolferSync(userId, {
        client: ghinClient(),
        token,
        ghinNumber: link.ghinNumber,
        golferToken: false,
        limit: GHIN_SYNC_DEFAULT_SCORES,
        now,
      });
      countMetric(METRIC.ghinSyncSucceeded);
      logger.info('GHIN scheduled sync done', {
        roundsCreated: results.roundsCreated,
        roundsUpdated: results.roundsUpdated,
      });
    } catch (error) {
      logger.warn('GHIN scheduled sync failed', {
        messageId: record.messageId,
        error: error instanceof Error ? error.message : String(error),
      });
      countMetric(METRIC.ghinSyncFailed);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

/** The SQS event source's target: the worker with the metrics and tracing every Fescue Lambda has. */
export const handler = middy<SQSEvent, SQSBatchResponse>(syncQueuedGolfers).use(
  observability<SQSEvent, SQSBatchResponse>(),
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
