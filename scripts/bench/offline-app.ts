import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../e2e/playwright.config';
import { SESSION_COOKIE } from '../../functions/lib/cookie-names';
import { signInOverHttp } from '../local/sign-in-driver';
import { startLocalStack } from '../local/stack';
import { percentile } from './stats';

/**
 * What the service worker precaches (the URLs Workbox's injectManifest wrote into dist/sw.js),
 * raw and gzip (as a server would send each file; PNGs and fonts barely shrink).
 */
export async function measurePrecache(distDir = 'frontend/dist') {
  const worker = await readFile(join(distDir, 'sw.js'), 'utf8');
  const urls = [...new Set([...worker.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] as string))];
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const content = await readFile(join(distDir, url.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { entries: urls.length, raw, gzip };
}

/**
 * An offline reload of the dashboard in headless Chromium: the demo golfer's dashboard is opened
 * online once (the service worker installs, IndexedDB keeps the reads), then, offline, reloaded `runs` times.
 * Time to interactive here is from the reload's start until the page shows the golfer's stats from the
 * device and Add New Round can be clicked.
 */
export async function measureOfflineReload({ runs = 7 } = {}) {
  const stack = await startLocalStack({ frontend: 'static', seed: true, quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const { idToken } = await signInOverHttp(stack.url, 'demo@fescue.golf');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: idToken, url: stack.url }]);
    const page = await context.newPage();
    const interactive = async () => {
      await page.getByRole('button', { name: 'Add New Round' }).waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const tiles = [...document.querySelectorAll('.dashboard-stats__tile dd')];
        const button = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('Add New Round'),
        );
        return (
          tiles.length > 0 && tiles.every((tile) => tile.textContent !== '...') && button && !button.disabled
        );
      });
    };
    await page.goto(stack.url);
    await interactive();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await interactive();
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await page.reload();
      await interactive();
      times.push(performance.now() - start);
    }
    const fromDevice = await page.getByText('Offline: showing what this device last saw').isVisible();
    times.sort((a, b) => a - b);
    return { runs, p50: percentile(times, 50), max: times[times.length - 1] ?? 0, fromDevice };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
