/**
 * Measures what one golfer's visit costs in DynamoDB: drives a realistic session over HTTP against the local
 * stack (the same handlers as in AWS) and counts, per route, the DynamoDB requests the handlers make and the
 * capacity units DynamoDB Local reports for them (ReturnConsumedCapacity added to every request). The cost
 * model (scripts/ops/cost-model.ts) reads the figures it writes to scripts/ops/measured-session.json.
 *
 *   npx tsx scripts/ops/measure-session.ts        (about a minute; starts and stops its own local stack)
 */
import { writeFileSync } from 'node:fs';
import { signInOverHttp } from '../local/sign-in-driver';
import { startLocalStack } from '../local/stack';

const COURSE = 'pebble-beach-golf-links';

/** One visit, in the order a golfer's browser makes the calls (dashboard, a course, logging a round). */
const visit: { route: string; path: string; method?: string; body?: unknown }[] = [
  { route: 'GET /api/auth/user', path: '/api/auth/user' },
  { route: 'GET /api/user', path: '/api/user' },
  { route: 'GET /api/rounds/recent', path: '/api/rounds/recent' },
  { route: 'GET /api/user/stats', path: '/api/user/stats' },
  { route: 'GET /api/achievements', path: '/api/achievements' },
  { route: 'GET /api/user/bucket-list', path: '/api/user/bucket-list' },
  { route: 'GET /api/courses/search', path: '/api/courses/search?q=pebble' },
  { route: 'GET /api/courses/{id}', path: `/api/courses/${COURSE}` },
  { route: 'GET /api/courses/{id}/ratings', path: `/api/courses/${COURSE}/ratings` },
  {
    route: 'POST /api/rounds',
    path: '/api/rounds',
    method: 'POST',
    body: { courseId: COURSE, score: 88, playedAt: '2024-05-01' },
  },
  { route: 'GET /api/rounds', path: '/api/rounds' },
  { route: 'GET /api/user/passport', path: '/api/user/passport' },
  { route: 'GET /api/user/map', path: '/api/user/map' },
  { route: 'GET /api/community/stories', path: '/api/community/stories' },
];

export interface RouteMeasurement {
  route: string;
  status: number;
  requests: number;
  readUnits: number;
  writeUnits: number;
}

const WRITE_COMMANDS = /Put|Update|Delete|BatchWrite|TransactWrite/;

async function main(): Promise<void> {
  const stack = await startLocalStack({ frontend: 'none', seed: true, quiet: true });
  try {
    const { documentClient } = await import('../../functions/data/dynamo-client');
    let current = { requests: 0, readUnits: 0, writeUnits: 0 };
    documentClient().middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, unknown>;
        input.ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        const units = [consumed]
          .flat()
          .reduce<number>(
            (sum, entry) => sum + ((entry as { CapacityUnits?: number } | undefined)?.CapacityUnits ?? 0),
            0,
          );
        current.requests += 1;
        if (WRITE_COMMANDS.test(context.commandName ?? '')) current.writeUnits += units;
        else current.readUnits += units;
        return result;
      },
      { step: 'initialize', name: 'measureSessionCounter' },
    );

    const { cookie } = await signInOverHttp(stack.url, 'demo@fescue.golf');
    const call = async (step: (typeof visit)[number]) => {
      const response = await fetch(new URL(step.path, stack.url), {
        method: step.method ?? 'GET',
        headers: {
          cookie,
          accept: 'application/json',
          ...(step.body ? { 'content-type': 'application/json', origin: stack.url } : {}),
        },
        body: step.body ? JSON.stringify(step.body) : undefined,
      });
      await response.arrayBuffer();
      return response.status;
    };
    for (const step of visit) await call(step); // warm-up: module imports, the provider's keys

    const measured: RouteMeasurement[] = [];
    for (const step of visit) {
      current = { requests: 0, readUnits: 0, writeUnits: 0 };
      const status = await call(step);
      measured.push({ route: step.route, status, ...current });
    }
    const out = {
      measuredAt: new Date().toISOString(),
      golfer: 'demo@fescue.golf (the seeded demo archive)',
      visit: measured,
    };
    writeFileSync(new URL('./measured-session.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
    console.table(measured);
  } finally {
    await stack.stop();
  }
}

await main();
