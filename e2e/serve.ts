/**
 * Starts an ephemeral, seeded local stack for the browser tests, serving the built frontend.
 * Playwright's webServer runs this and stops it (SIGTERM) when the tests end.
 */
import { startLocalStack } from '../scripts/local/stack';

const port = Number(process.env.E2E_PORT ?? 3100);
const stack = await startLocalStack({ port, frontend: 'static', seed: true, quiet: true });
console.log(`e2e stack at ${stack.url}`);

async function shutdown(): Promise<void> {
  await stack.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
