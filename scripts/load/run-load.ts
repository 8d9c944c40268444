/**
 * npm run load (docs/performance.md, Load): a golfer's mix of API routes (golfer-mix.ts) at a fixed rate,
 * bounded in count and time, with autocannon; p50/p99 per route and the errors. Without --url it starts a
 * local stack on loopback and signs in as the demo golfer; with --url (an operator's deployed stack) it needs
 * --cookie. Rounds the run created are deleted afterwards. Figures, printed; never a test.
 */
import autocannon from 'autocannon';
import { DEMO_EMAIL } from '../local/local-accounts';
import { signInOverHttp } from '../local/sign-in-driver';
import { startLocalStack, type LocalStack } from '../local/stack';
import { ms } from '../bench/stats';
import {
  golferMix,
  mixSequence,
  summarizeSamples,
  type LoadOptions,
  type LoadSample,
  type RouteFigures,
} from './golfer-mix';

export interface LoadFigures {
  target: string;
  options: Omit<LoadOptions, 'cookie'>;
  seconds: number;
  requests: number;
  achievedRate: number;
  routes: RouteFigures[];
  /** Connection errors and timeouts (no answer at all). */
  connectionErrors: number;
  timeouts: number;
}

function localDay(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function deleteRounds(base: string, cookie: string, ids: readonly string[]): Promise<number> {
  let failed = 0;
  for (const id of ids) {
    const response = await fetch(`${base}/api/rounds/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { cookie, origin: base },
    });
    if (!response.ok) failed += 1;
    await response.arrayBuffer();
  }
  return failed;
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  let stack: LocalStack | undefined;
  try {
    if (!options.url)
      stack = await startLocalStack({
        port: Number(process.env.BENCH_PORT ?? 0),
        frontend: 'none',
        seed: true,
        quiet: true,
      });
    const base = options.url ?? stack!.url;
    const cookie = options.cookie ?? (await signInOverHttp(base, DEMO_EMAIL)).cookie;
    const sequence = mixSequence(
      golferMix({ today: localDay(), courseId: options.courseId, writes: options.writes }),
    );

    // Warm-up, unmeasured: each route once (module imports, JWKS, JIT), as a warm Lambda would be.
    for (const request of sequence) {
      if (request.method !== 'GET') continue;
      const response = await fetch(`${base}${request.path}`, { headers: { cookie } });
      if (response.status === 401) throw new Error('The session cookie was refused (401): sign in again');
      await response.arrayBuffer();
    }

    const samples: LoadSample[] = [];
    const created: string[] = [];
    // autocannon calls a request's onResponse and then, in the same tick, emits the client's 'response' with
    // the time: the route is handed from one to the other through this variable.
    let answered: { route: string; status: number } | undefined;
    const started = performance.now();
    // The returned tracker is both a promise of the result and the instance (stop()); the types name one.
    const instance = autocannon({
      url: base,
      connections: options.connections,
      overallRate: options.rate,
      amount: options.requests,
      duration: options.maxSeconds,
      timeout: 30,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      requests: sequence.map((request) => ({
        method: request.method,
        path: request.path,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        onResponse: (status: number, body: string) => {
          answered = { route: request.route, status };
          if (request.method === 'POST' && status === 201) {
            const id = (JSON.parse(body) as { id?: unknown }).id;
            if (typeof id === 'string') created.push(id);
          }
        },
      })),
      setupClient: (client) => {
        client.on('response', (_status: number, _bytes: number, responseTime: number) => {
          if (answered) samples.push({ ...answered, ms: responseTime });
          answered = undefined;
        });
      },
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    // A hard stop too, should the server stall: the run never outlasts its bound.
    const stop = setTimeout(() => instance.stop(), (options.maxSeconds + 5) * 1000);
    const result = await instance;
    clearTimeout(stop);
    const seconds = (performance.now() - started) / 1000;

    const undeleted = await deleteRounds(base, cookie, created);
    if (undeleted > 0) console.warn(`${undeleted} round(s) the run created could not be deleted`);

    const { cookie: _cookie, ...shown } = options;
    return {
      target: options.url ?? 'local stack (loopback)',
      options: shown,
      seconds,
      requests: samples.length,
      achievedRate: samples.length / seconds,
      routes: summarizeSamples(samples),
      connectionErrors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    await stack?.stop();
  }
}

export function printLoadFigures(figures: LoadFigures): void {
  const { options } = figures;
  console.log(
    `Load: ${figures.target}, ${options.rate} req/s target over ${options.connections} connections, ` +
      `at most ${options.requests} requests or ${options.maxSeconds} s; round writes ${options.writes ? 'on' : 'off'}`,
  );
  console.log(
    `  ${figures.requests} answers in ${figures.seconds.toFixed(1)} s (${figures.achievedRate.toFixed(1)} req/s), ` +
      `${figures.connectionErrors} connection errors, ${figures.timeouts} timeouts`,
  );
  for (const route of figures.routes) {
    const other = Object.entries(route.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, count]) => `${count}x ${status}`)
      .join(', ');
    console.log(
      `  ${route.route.padEnd(30)} ${String(route.requests).padStart(5)} requests  p50 ${ms(route.p50).padStart(9)}  ` +
        `p99 ${ms(route.p99).padStart(9)}  errors ${route.errors}${other ? ` (${other})` : ''}`,
    );
  }
}
