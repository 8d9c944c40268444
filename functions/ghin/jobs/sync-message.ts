import * as z from 'zod';

/** One golfer to sync, as the dispatcher sends it to the queue and the worker reads it. */
export const syncMessageSchema = z.object({ userId: z.string().min(1).max(128), runId: z.string() });
export type SyncMessage = z.infer<typeof syncMessageSchema>;

/** SQS's SendMessageBatch takes at most 10 entries. */
export const SEND_BATCH_SIZE = 10;

/** Where the dispatcher sends: SQS in AWS, the local queue on a laptop. */
export type SendBatch = (messages: readonly SyncMessage[]) => Promise<void>;

/** Receives of a golfer's message before SQS moves it to the dead-letter queue (infra/ghin-sync.ts). */
export const GHIN_SYNC_MAX_RECEIVES = 3;
