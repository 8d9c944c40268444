import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Browser end-to-end tests against the whole local stack (real handlers, DynamoDB Local, s3rver, the embedded
// OpenID provider), started fresh and ephemeral by e2e/serve.ts. Debian's Chromium: no browser downloads here.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test signs in through the provider, drives a page and runs axe: on two busy cores that has taken over a
  // minute for tests that pass in twenty seconds on a quiet machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  // The app's service worker answers navigations from its precache: a spec about something else should see
  // the server's own answers, so only e2e/offline.spec.ts lets it run.
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // A 375 px phone; isMobile/hasTouch make the header switch to the slide-out menu.
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
    },
  ],
  webServer: {
    command: `npx tsx e2e/serve.ts`,
    // Playwright runs the command from this folder by default; the stack expects the repository root.
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseURL}/api/auth/user`,
    // /api/auth/user answers 401 when signed out: any answer means the stack is up.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // DynamoDB Local, the seed and the catalog took over two minutes to start on two cores shared by a team.
    timeout: 300_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
