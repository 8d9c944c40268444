// npm start (and npm run dev): the whole product on this machine, data kept in .local-data/.
import { buildFrontend } from '../build/build-frontend';
import { dataDirOwner } from './data-dir-lock';
import { LocalStackError } from './errors';
import { assertJavaAvailable } from './java-check';
import { DEMO_EMAIL } from './local-accounts';
import { LOCAL_DATA_DIR, REPO_ROOT, wipeLocalData } from './paths';
import { assertPortFree, parsePort } from './ports';
import { startLocalStack, type LocalStack } from './stack';

const FORCED_EXIT_MS = 10_000;

async function buildApp(): Promise<void> {
  try {
    await buildFrontend(REPO_ROOT, 'error');
  } catch (error) {
    // Vite has printed the compiler's errors above; a failure after it (prerendering a screen) has not.
    if (!(error instanceof Error && 'plugin' in error)) console.error(error);
    throw new LocalStackError(
      'The frontend build failed (see above). Fix it, or run npm run dev to work on it.',
    );
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const dev = args.has('--dev');
  const port = parsePort(process.env.PORT);

  // What can fail in a second is checked before the build, which takes several.
  const owner = await dataDirOwner(LOCAL_DATA_DIR);
  if (owner)
    throw new LocalStackError(`Fescue is already running (process ${owner}). Stop it with Ctrl-C first.`);
  await assertPortFree(port);
  assertJavaAvailable();

  if (args.has('--reset')) await wipeLocalData();
  if (!dev) await buildApp();

  const running: { stack?: LocalStack } = {};
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    // Ctrl-C reaches this process more than once (from the terminal and relayed by npm and tsx): one
    // shutdown is enough. Should it hang, leave anyway; child processes are killed on exit.
    if (shuttingDown) return;
    shuttingDown = true;
    setTimeout(() => process.exit(code), FORCED_EXIT_MS).unref();
    await running.stack?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  const stack = await startLocalStack({
    port,
    dataDir: LOCAL_DATA_DIR,
    frontend: dev ? 'dev' : 'static',
    seed: true,
    quiet: true,
    onFailure: (error) => {
      if (shuttingDown) return;
      console.error(`Fescue stopped: ${error.message.split('\n')[0]}`);
      void shutdown(1);
    },
  });
  running.stack = stack;
  console.log(`Fescue is running at ${stack.url} — sign in as ${DEMO_EMAIL} (Ctrl-C to stop)`);
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
