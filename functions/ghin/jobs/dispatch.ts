import { GHIN_SYNC_SHARDS } from '../../data/keys/ghin-keys';
import { golfersWithScheduledSync } from '../ghin-repository';
import { SEND_BATCH_SIZE, type SendBatch, type SyncMessage } from './sync-message';

export interface DispatchSummary {
  runId: string;
  golfers: number;
  batches: number;
  /** Index pages read (Query requests). */
  pages: number;
}

/**
 * The scheduled run's first half: every golfer with scheduled sync on, read from the sparse index's 16
 * partitions side by side (a Query per page, never a Scan), sent to the queue ten at a time. The worker,
 * with its bounded concurrency, does the GHIN calls; the dispatcher only lists.
 */
export async function dispatchScheduledSync(
  send: SendBatch,
  o: { runId: string; pageSize?: number; sendConcurrency?: number },
): Promise<DispatchSummary> {
  let golfers = 0;
  let batches = 0;
  let pages = 0;
  await Promise.all(
    Array.from({ length: GHIN_SYNC_SHARDS }, async (_, shard) => {
      for await (const userIds of golfersWithScheduledSync(shard, o.pageSize)) {
        pages += 1;
        const sends: Promise<void>[] = [];
        for (let start = 0; start < userIds.length; start += SEND_BATCH_SIZE) {
          const messages: SyncMessage[] = userIds
            .slice(start, start + SEND_BATCH_SIZE)
            .map((userId) => ({ userId, runId: o.runId }));
          sends.push(send(messages));
          batches += 1;
        }
        await Promise.all(sends);
        golfers += userIds.length;
      }
    }),
  );
  return { runId: o.runId, golfers, batches, pages };
}
