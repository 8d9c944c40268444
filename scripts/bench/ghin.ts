import { spawnSync } from 'node:child_process';
import { startLocalStack } from '../local/stack';

export interface GhinBenchFigures {
  firstSync: { ms: number; requests: number; roundsCreated: number };
  secondSync: { ms: number; requests: number; roundsCreated: number };
  dispatcher: { golfers: number; ms: number; pages: number; batches: number; loadSeconds: number };
}

const GOLFERS_WITH_SYNC = 100_000;

/**
 * GHIN: a sync of 100 scores from the fake GHIN into an empty archive and again (nothing new), the
 * sync code timed in-process (GHIN calls over loopback, DynamoDB Local), DynamoDB requests counted by an SDK
 * middleware; then the dispatcher over 100,000 golfers with scheduled sync on, read from the sparse index in
 * pages, with the queue replaced by a counter (what SQS would receive).
 */
export async function measureGhin(): Promise<GhinBenchFigures> {
  const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
  try {
    const { loadSeedCatalog } = await import('../catalog/load-catalog');
    const { documentClient, tableName } = await import('../../functions/data/dynamo-client');
    const { createUserIfAbsent } = await import('../../functions/users/users-repository');
    const { ghinClient } = await import('../../functions/ghin/ghin-api');
    const { runGolferSync } = await import('../../functions/ghin/sync/run-sync');
    const { dispatchScheduledSync } = await import('../../functions/ghin/jobs/dispatch');
    const { ghinKeys, GHIN_LINK_ENTITY } = await import('../../functions/data/keys/ghin-keys');
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');

    await loadSeedCatalog();
    let requests = 0;
    documentClient().middlewareStack.add(
      (next) => (args) => {
        requests += 1;
        return next(args);
      },
      { step: 'initialize', name: 'countRequests' },
    );

    const userId = 'bench-ghin-golfer';
    await createUserIfAbsent({ sub: userId, email: 'bench-ghin@example.test' });
    const login = await ghinClient().golferLogin('1234567', 'fairway-2025');
    const { saveGhinConnection } = await import('../../functions/ghin/ghin-repository');
    await saveGhinConnection(userId, {
      ...login,
      token: login.token,
      tokenTtlSeconds: 3600,
      now: new Date(),
    });
    const sync = async () => {
      requests = 0;
      const start = performance.now();
      const result = await runGolferSync(userId, {
        client: ghinClient(),
        token: login.token,
        ghinNumber: login.ghinNumber,
        golferToken: true,
        limit: 100,
        now: new Date(),
      });
      return { ms: performance.now() - start, requests, roundsCreated: result.roundsCreated };
    };
    const firstSync = await sync();
    const secondSync = await sync();

    const loadStart = performance.now();
    const items = Array.from({ length: GOLFERS_WITH_SYNC }, (_, index) => {
      const id = `bench-sync-${String(index).padStart(6, '0')}`;
      return {
        ...ghinKeys.link(id),
        ...ghinKeys.syncIndex(id),
        entity: GHIN_LINK_ENTITY,
        userId: id,
        ghinNumber: '1234567',
        // Only a number a GHIN login proved may be in the sync index (docs/architecture.md).
        verified: true,
        syncEnabled: true,
      };
    });
    const chunks: (typeof items)[] = [];
    for (let start = 0; start < items.length; start += 25) chunks.push(items.slice(start, start + 25));
    let nextChunk = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (nextChunk < chunks.length) {
          const chunk = chunks[nextChunk++] ?? [];
          let pending: Record<string, unknown>[] = chunk.map((Item) => ({ PutRequest: { Item } }));
          while (pending.length > 0) {
            const { UnprocessedItems } = await documentClient().send(
              new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
            );
            pending = (UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
          }
        }
      }),
    );
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let golfers = 0;
    const start = performance.now();
    const summary = await dispatchScheduledSync(
      async (messages) => {
        golfers += messages.length;
      },
      { runId: 'bench' },
    );
    const dispatcher = {
      golfers,
      ms: performance.now() - start,
      pages: summary.pages,
      batches: summary.batches,
      loadSeconds,
    };
    return { firstSync, secondSync, dispatcher };
  } finally {
    await stack.stop();
  }
}

/** Run as its own process (npm run bench spawns it): a process holds one local stack's handlers. */
export function runGhinInChildProcess(): GhinBenchFigures {
  const child = spawnSync('npx', ['tsx', 'scripts/bench/ghin.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !lastLine) throw new Error('The GHIN bench failed');
  return JSON.parse(lastLine) as GhinBenchFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureGhin()));
}
