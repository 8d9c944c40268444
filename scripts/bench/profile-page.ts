/**
 * Where a page's main thread goes on a first visit (docs/performance.md, "Where the main thread goes"): the
 * built app on the local stack, the demo golfer signed in, a phone-sized window (412 x 823, as Lighthouse's
 * mobile preset), recorded with Chrome's tracing and its sampling profiler over CDP (playwright-core). Prints
 * the tasks over 50 ms (trace-long-tasks.ts) and the functions with the most self time, by file. Unthrottled:
 * durations are the host's, so read their order and ratios, not their sizes, on a loaded machine.
 *
 *   npx tsx scripts/bench/profile-page.ts / /my-courses      (after npm run build)
 *   PROFILE_SCROLL=1 ... scrolls to the end of the page after load, to see what starts below the fold.
 *   PROFILE_SIGNED_OUT=1 ... / profiles a visitor's landing page; PROFILE_TASK_MS=8 lists tasks over 8 ms.
 *   PROFILE_SAMPLING=0 ... records the trace without the sampling profiler (which slows the page's JavaScript),
 *   for comparing builds; PROFILE_LABEL=before names the files it writes (<page>-before.trace.json).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../e2e/playwright.config';
import { DEMO_EMAIL } from '../local/local-accounts';
import { CookieJar, signInOverHttp } from '../local/sign-in-driver';
import { startLocalStack } from '../local/stack';
import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';
import { longTasks } from './trace-long-tasks';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/', '/my-courses');
const OUT = '.bench/profile';
// PROFILE_TASK_MS=8 lists every task over 8 ms: at a calibrated slowdown of 6-10x those are the long ones.
const TASK_MS = Number(process.env.PROFILE_TASK_MS ?? 50);

/** The first contentful paint's time from navigation, in ms (the trace's own mark), or 0. */
function firstPaintMs(events: unknown[]): number {
  const all = events as { name: string; ts: number; pid: number }[];
  const paint = all.find((event) => event.name === 'firstContentfulPaint');
  const navigation = all.find((event) => event.name === 'navigationStart' && event.pid === paint?.pid);
  return paint && navigation ? (paint.ts - navigation.ts) / 1000 : 0;
}

// PROFILE_DIST=<dir> profiles another build as it is (say, main's, for a before figure).
const staticDir = process.env.PROFILE_DIST;
const sampling = process.env.PROFILE_SAMPLING !== '0';
const label = process.env.PROFILE_LABEL ? `-${process.env.PROFILE_LABEL}` : '';
const stack = await startLocalStack({
  port: 0,
  frontend: 'static',
  ...(staticDir ? { staticDir } : {}),
  seed: true,
  quiet: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const jar = new CookieJar();
  const session = await signInOverHttp(stack.url, DEMO_EMAIL, jar);
  const hint = jar.get(SIGNED_IN_HINT_COOKIE) ?? '1';
  await mkdir(OUT, { recursive: true });
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      // PROFILE_SIGNED_OUT=1: a visitor's first visit (the landing page at /).
      ...(process.env.PROFILE_SIGNED_OUT
        ? {}
        : { extraHTTPHeaders: { cookie: `${session.cookie}; ${SIGNED_IN_HINT_COOKIE}=${hint}` } }),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: unknown[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    if (sampling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    if (sampling) await cdp.send('Profiler.start');
    await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    if (process.env.PROFILE_SCROLL) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(4000);
    }
    const { profile } = sampling
      ? await cdp.send('Profiler.stop')
      : { profile: { nodes: [], startTime: 0, endTime: 0, samples: [] } };
    await cdp.send('Tracing.end');
    await done;
    const name = path === '/' ? 'dashboard' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    const tracePath = `${OUT}/${name}${label}.trace.json`;
    await writeFile(tracePath, JSON.stringify({ traceEvents: events }));
    if (sampling) await writeFile(`${OUT}/${name}${label}.cpuprofile`, JSON.stringify(profile));

    console.log(`\n${path}`);
    const tasks = await longTasks(tracePath, TASK_MS);
    for (const task of tasks)
      console.log(`  task @${task.startMs} ${task.durationMs} ms: ${task.parts.join(', ')}`);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    console.log(
      `  ${tasks.length} tasks over ${TASK_MS} ms, ${sum(tasks.map((task) => task.durationMs))} ms in all, ` +
        `${sum(tasks.map((task) => Math.max(0, task.durationMs - 50)))} ms over 50 ms (unthrottled blocking time)`,
    );
    // What a CPU slowed k times would block after the first paint, as Lighthouse's simulation counts it (each
    // task's time times k, less 50 ms): a quick comparison between builds, not Lighthouse's figure.
    const afterPaint = tasks.filter((task) => task.startMs >= firstPaintMs(events));
    for (const slowdown of [4, 8])
      console.log(
        `  blocking after first paint at ${slowdown}x: ` +
          `${sum(afterPaint.map((task) => Math.max(0, task.durationMs * slowdown - 50)))} ms`,
      );
    const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1) / 1000;
    const self = new Map<string, number>();
    for (const node of profile.nodes as ProfileNode[]) {
      const { functionName, url, lineNumber } = node.callFrame;
      if (!url || url.startsWith('chrome') || url.includes('playwright')) continue;
      const key = `${url.replace(/^.*\//, '')} ${functionName || '(anonymous)'}:${lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0) * interval);
    }
    const byFile = new Map<string, number>();
    for (const [key, ms] of self) {
      const file = key.split(' ')[0] ?? '';
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    console.log(
      '  self time by file (ms): ' +
        [...byFile.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([file, ms]) => `${file} ${Math.round(ms)}`)
          .join(', '),
    );
    console.log('  top functions by self time (ms):');
    for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`    ${Math.round(ms)}  ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
