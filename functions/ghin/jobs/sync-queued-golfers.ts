import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { GHIN_SYNC_DEFAULT_SCORES } from '#shared/schemas/ghin';
import { getGhinLink, setScheduledSync } from '../ghin-repository';
import { getUserById } from '../../users/users-repository';
import { logger } from '../../lib/logger';
import { countGhinRunOutcome } from '../../operations/operations-repository';
import { GHIN_SYNC_MAX_RECEIVES } from './sync-message';
import { countMetric, METRIC } from '../../lib/observability';
import type { GhinAccessStatus } from '../client/ghin-client';
import { GhinApiError } from '../client/ghin-errors';
import { ghinClient } from '../ghin-api';
import { settleOperatorAccess, type SettleOptions } from '../operator-access';
import { runGolferSync, syncWriteFacts } from '../sync/run-sync';
import { achievementsAfterWrite } from '../../achievements/after-write';
import { syncMessageSchema } from './sync-message';

/**
 * The scheduled run's second half: one SQS batch of golfers, synced one after another with the operator's
 * GHIN account (golfers' passwords are never kept). A golfer whose sync fails is reported back
 * (batchItemFailures) and SQS offers it again; after the queue's maxReceiveCount it goes to the dead-letter
 * queue, whose alarm tells the operator. A golfer who has since turned sync off, or whose message is not
 * ours, is dropped, not retried. So is a link whose GHIN number no GHIN login proved (one stored before
 * links carried the proof): the operator's account never reads a typed number, and its sync is turned off.
 *
 * The operator's account reads a golfer's scores only once the golfer approved its access request at GHIN
 * (functions/ghin/operator-access.ts). A golfer whose answer is not known to be "approved" is looked up in
 * GHIN's list of the account's requests first (read once per batch): pending is left for the next day's run,
 * refused turns their sync off, neither is a failure (SQS would offer them again, and the dead-letter queue
 * is for GHIN failing, not for golfers who have not said yes). GHIN's 404 AccessDenied during a sync is read
 * the same way.
 */
export async function syncQueuedGolfers(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  const client = ghinClient();
  let statuses: Promise<Map<string, GhinAccessStatus>> | undefined;
  for (const record of event.Records) {
    // Every line of this golfer's sync names its message, the slow-call lines too (docs/operations.md, "Traces").
    logger.resetKeys();
    logger.appendKeys({ messageId: record.messageId });
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
      const token = await client.vendorToken();
      if (!token) throw new Error('This deployment has no operator GHIN account');
      const { ghinNumber } = link;
      const consent: SettleOptions = {
        client,
        vendorToken: token,
        now,
        statuses: () => (statuses ??= client.operatorAccesses(token)),
        email: async () => link.ghinEmail ?? (await getUserById(userId))?.email ?? null,
        askAgain: false,
      };
      if (link.operatorAccess !== 'approved') {
        const state = await settleOperatorAccess(
          userId,
          { ghinNumber, operatorAccess: link.operatorAccess },
          consent,
        );
        if (state !== 'approved') {
          logger.info('GHIN scheduled sync waits for the golfer’s consent', {
            messageId: record.messageId,
            state,
          });
          continue;
        }
      }
      let results;
      try {
        results = await runGolferSync(userId, {
          client,
          token,
          ghinNumber,
          golferToken: false,
          limit: GHIN_SYNC_DEFAULT_SCORES,
          now,
        });
      } catch (error) {
        if (!(error instanceof GhinApiError && error.kind === 'not-permitted')) throw error;
        // GHIN says no: the golfer declined or took their approval back since (or never answered).
        const state = await settleOperatorAccess(userId, { ghinNumber, operatorAccess: 'approved' }, consent);
        if (state === 'approved') throw error;
        logger.info('GHIN scheduled sync waits for the golfer’s consent', {
          messageId: record.messageId,
          state,
        });
        continue;
      }
      // GHIN rounds and the official index count towards achievements like any other write.
      const facts = syncWriteFacts(results);
      if (!facts.nothingWritten) await achievementsAfterWrite(userId, facts);
      countMetric(METRIC.ghinSyncSucceeded);
      await countRunOutcome(parsed.data.runId, 'succeeded');
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
      // At the queue's last receive a failure sends the golfer to the dead-letter queue.
      const receives = Number(record.attributes?.ApproximateReceiveCount ?? 1);
      await countRunOutcome(
        parsed.data.runId,
        receives >= GHIN_SYNC_MAX_RECEIVES ? 'deadLettered' : 'failed',
      );
    }
  }
  return { batchItemFailures: failures };
}

/** The run's tally for the Operations page; a failure to count never fails the golfer's sync. */
async function countRunOutcome(
  runId: string | undefined,
  outcome: 'succeeded' | 'failed' | 'deadLettered',
): Promise<void> {
  if (!runId) return;
  await countGhinRunOutcome(runId, outcome).catch((error: unknown) =>
    logger.warn('Could not count a GHIN sync outcome', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
