import { startLocalStack } from '../local/stack';
import { signInOverHttp } from '../local/sign-in-driver';
import { percentile } from './stats';

/**
 * A short, bounded loopback load on GET /api/auth/user through the local stack (adapter, session verification,
 * DynamoDB Local read): a fixed number of requests at a fixed concurrency, stopping early after a time cap.
 */
export async function measureAuthUserLatency({ requests = 600, concurrency = 8, maxSeconds = 30 } = {}) {
  const stack = await startLocalStack({ frontend: 'none', seed: true, quiet: true });
  try {
    const { cookie } = await signInOverHttp(stack.url, 'demo@fescue.golf');
    const url = `${stack.url}/api/auth/user`;
    const get = async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET /api/auth/user answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 20; i += 1) await get(); // warm-up: JWKS fetch, module imports, JIT
    const deadline = Date.now() + maxSeconds * 1000;
    const latencies: number[] = [];
    let issued = 0;
    const worker = async () => {
      while (issued < requests && Date.now() < deadline) {
        issued += 1;
        const start = performance.now();
        await get();
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      concurrency,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    await stack.stop();
  }
}
