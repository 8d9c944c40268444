import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import type { SyncMessage } from '../../functions/ghin/jobs/sync-message';

/** What the worker's middleware reads of a Lambda context off Lambda: nothing but its name. */
const localLambdaContext = { functionName: 'fescue-local-ghin-sync-worker' } as Context;

/**
 * The scheduled GHIN sync on a laptop: the same dispatcher and worker code as in AWS (functions/ghin/jobs),
 * with an in-memory queue in place of SQS that behaves as the stack's queue is configured: batches of 10, a
 * bounded number of batches at once, a message whose batch reports it failed offered again, and after
 * MAX_RECEIVES sent to the dead-letter list. `npm run ghin:sync` (or a test) asks the running stack for a
 * run at POST /__local/ghin/sync-run; GET /__local/ghin/dead-letters lists what failed for good.
 */
export const LOCAL_MAX_RECEIVES = 3;
const BATCH_SIZE = 10;
const CONCURRENCY = 2;
export const LOCAL_JOBS_PREFIX = '/__local/';

interface QueuedMessage {
  messageId: string;
  body: SyncMessage;
  receiveCount: number;
}

export interface LocalRunSummary {
  runId: string;
  dispatched: number;
  pages: number;
  synced: number;
  attemptsFailed: number;
  deadLettered: number;
  deadLetters: { userId: string; receiveCount: number }[];
}

export function createLocalGhinJobs() {
  const deadLetters: QueuedMessage[] = [];
  let running: Promise<LocalRunSummary> | undefined;

  function toRecord(message: QueuedMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: message.messageId,
      body: JSON.stringify(message.body),
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:ghin-sync',
      awsRegion: 'local',
    };
  }

  async function run(): Promise<LocalRunSummary> {
    // Imported here, after the stack has set the handlers' environment.
    const { dispatchScheduledSync } = await import('../../functions/ghin/jobs/dispatch');
    // The deployed handler, middleware and all (its metrics and slow-call logs stay silent off Lambda).
    const { handler: worker } = await import('../../functions/ghin/jobs/worker');
    const queue: QueuedMessage[] = [];
    const runId = ulid();
    const dispatched = await dispatchScheduledSync(
      async (messages) => {
        for (const body of messages) queue.push({ messageId: randomUUID(), body, receiveCount: 0 });
      },
      { runId },
    );
    let synced = 0;
    let attemptsFailed = 0;
    const deadBefore = deadLetters.length;
    while (queue.length > 0) {
      const batches: QueuedMessage[][] = [];
      while (queue.length > 0 && batches.length < CONCURRENCY) batches.push(queue.splice(0, BATCH_SIZE));
      await Promise.all(
        batches.map(async (batch) => {
          for (const message of batch) message.receiveCount += 1;
          const event: SQSEvent = { Records: batch.map(toRecord) };
          const { batchItemFailures } = await worker(event, localLambdaContext);
          const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
          for (const message of batch) {
            if (!failed.has(message.messageId)) {
              synced += 1;
              continue;
            }
            attemptsFailed += 1;
            if (message.receiveCount >= LOCAL_MAX_RECEIVES) deadLetters.push(message);
            else queue.push(message);
          }
        }),
      );
    }
    return {
      runId,
      dispatched: dispatched.golfers,
      pages: dispatched.pages,
      synced,
      attemptsFailed,
      deadLettered: deadLetters.length - deadBefore,
      deadLetters: deadLetters.map(({ body, receiveCount }) => ({ userId: body.userId, receiveCount })),
    };
  }

  return {
    /** One run: dispatch, then drain the queue. Runs asked for while one is going share it. */
    runScheduledSync(): Promise<LocalRunSummary> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** The local stack's /__local routes (loopback only, as the whole stack is). */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const path = (req.url ?? '/').split('?')[0];
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/__local/ghin/sync-run')
        return send(200, await this.runScheduledSync());
      if (req.method === 'GET' && path === '/__local/ghin/dead-letters') {
        return send(200, {
          deadLetters: deadLetters.map(({ body, receiveCount }) => ({ ...body, receiveCount })),
        });
      }
      send(404, { message: 'No such local control' });
    },
  };
}

export type LocalGhinJobs = ReturnType<typeof createLocalGhinJobs>;
