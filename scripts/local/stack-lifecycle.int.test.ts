import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStackError } from './errors';
import { DEMO_EMAIL } from './local-accounts';
import { REPO_ROOT } from './paths';
import { signInOverHttp } from './sign-in-driver';
import { startLocalStack } from './stack';

// These tests start stacks of their own (beside the global one), so each gets its own ports and JVM.

/** Whether a DynamoDB Local JVM still runs for this endpoint (other stacks on the machine have other ports). */
function jvmRunningFor(dynamodbEndpoint: string): boolean {
  const port = new URL(dynamodbEndpoint).port;
  return spawnSync('pgrep', ['-f', `DynamoDBLocal\\.jar.* -port ${port}( |$)`]).status === 0;
}

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'fescue-lifecycle-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('static frontend', () => {
  it('serves the bundle with an SPA fallback that never answers /api, /oidc or /photos', async () => {
    const dist = path.join(workDir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Fescue</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');

    const stack = await startLocalStack({ frontend: 'static', staticDir: dist, quiet: true });
    try {
      expect(jvmRunningFor(stack.dynamodbEndpoint)).toBe(true);
      const route = await fetch(`${stack.url}/profile`);
      expect(route.status).toBe(200);
      expect(await route.text()).toContain('<div id="root">');
      expect(route.headers.get('cache-control')).toBe('no-cache');

      const asset = await fetch(`${stack.url}/assets/index-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${stack.url}/assets/index-gone.js`)).status).toBe(404);

      for (const apiPath of ['/api/nope', '/api/auth/user', '/oidc/nope', '/photos/none.jpg']) {
        const response = await fetch(`${stack.url}${apiPath}`, { headers: { accept: 'text/html' } });
        expect(response.status, apiPath).toBeGreaterThanOrEqual(400);
        expect(await response.text(), apiPath).not.toContain('<div id="root">');
      }
    } finally {
      await stack.stop();
    }
    expect(jvmRunningFor(stack.dynamodbEndpoint)).toBe(false);

    // The handlers imported above keep that stack's endpoints: another stack in this process is refused.
    await expect(startLocalStack({ frontend: 'none', quiet: true })).rejects.toThrow(/in a new process/);
  });
});

interface StackProcess {
  child: ChildProcess;
  url: string;
  dynamodbEndpoint: string;
}

async function startStackProcess(dataDir: string, port = 0): Promise<StackProcess> {
  const script = 'scripts/local/test-stack-process.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, ...(JSON.parse(line) as { url: string; dynamodbEndpoint: string }) };
}

async function stopStackProcess({ child }: StackProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

describe('a stack with a data folder', () => {
  // Two starts on an on-disk database, the first seeding the catalog, ratings and migrations: minutes on a
  // busy two-core machine.
  it('keeps users and sessions across a restart, seeds only once, and leaves no JVM on SIGTERM', async () => {
    const dataDir = path.join(workDir, 'data');
    const first = await startStackProcess(dataDir);
    let session: { cookie: string; userId: string };
    let golferBefore: unknown;
    let demoBefore: unknown;
    try {
      expect(jvmRunningFor(first.dynamodbEndpoint)).toBe(true);
      session = await signInOverHttp(first.url, 'restart.golfer@example.com');
      golferBefore = await (
        await fetch(`${first.url}/api/user`, { headers: { cookie: session.cookie } })
      ).json();
      const demo = await signInOverHttp(first.url, DEMO_EMAIL);
      demoBefore = await (await fetch(`${first.url}/api/user`, { headers: { cookie: demo.cookie } })).json();

      // A second stack on the same folder would share the database file: refused with a message.
      await expect(startLocalStack({ dataDir, frontend: 'none' })).rejects.toThrow(LocalStackError);
    } finally {
      expect(await stopStackProcess(first)).toBe(0);
    }
    expect(jvmRunningFor(first.dynamodbEndpoint)).toBe(false);

    // Same port, as npm start's: the issuer (and so the tokens' `iss`) is the origin's.
    const second = await startStackProcess(dataDir, Number(new URL(first.url).port));
    try {
      // The provider's signing key was kept, so the old session cookie still verifies, and the user
      // record is the one written before the restart (same createdAt).
      const me = await fetch(`${second.url}/api/user`, { headers: { cookie: session.cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(golferBefore);
      expect(golferBefore).toMatchObject({ id: session.userId, email: 'restart.golfer@example.com' });

      // The demo golfer was not written again (updatedAt and all unchanged).
      const demo = await signInOverHttp(second.url, DEMO_EMAIL);
      const demoAfter: unknown = await (
        await fetch(`${second.url}/api/user`, { headers: { cookie: demo.cookie } })
      ).json();
      expect(demoAfter).toEqual(demoBefore);
    } finally {
      expect(await stopStackProcess(second)).toBe(0);
    }
    expect(jvmRunningFor(second.dynamodbEndpoint)).toBe(false);
  }, 300_000);
});
