/**
 * Lighthouse (docs/performance.md; mobile preset, its default: a mid-range phone on slow 4G, simulated) on
 * the built app (frontend/dist) served by the local stack, which compresses as CloudFront does. The signed-in
 * pages carry the demo golfer's session cookie, signed in through the local OpenID provider. Each page load is
 * judged with the mobile preset's 4x CPU slowdown and again with the slowdown calibrated to the host's
 * benchmark index (cpu-calibration.ts), which the goals judge. Printed, never asserted.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../e2e/playwright.config';
import { DEMO_EMAIL } from '../local/local-accounts';
import { CookieJar, signInOverHttp } from '../local/sign-in-driver';
import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';
import { startLocalStack } from '../local/stack';
import { calibrateFromReadings } from './cpu-calibration';
import { givePagesTheirOwnCore, type PageCore } from './page-core';
import { lowerServerPriority, SERVER_NICENESS } from './server-cpu-priority';
import {
  lighthousePages,
  medianRun,
  summarizeLighthouseReport,
  type LighthousePageName,
  type LighthouseReport,
  type LighthouseRunSummary,
} from './lighthouse-summary';

/** A page's runs judged at one CPU slowdown. */
export interface LighthouseSlowdownFigures {
  /** The run with the median performance score. */
  median: LighthouseRunSummary;
  performanceScores: number[];
  /** The slowdown of each run, in order (calibrated: the same for every run, the median reading's). */
  cpuSlowdowns: number[];
  /** Lighthouse's reading of the host's CPU index in each run, in order. */
  cpuIndexes: number[];
}

export interface LighthousePageFigures extends LighthouseSlowdownFigures {
  page: LighthousePageName;
  path: string;
  signedIn: boolean;
  /** The same page loads judged with the slowdown calibrated to the host (docs/performance.md); `median`
   * and `performanceScores` above are Lighthouse's default 4x. */
  calibrated: LighthouseSlowdownFigures;
  /** The host's load average (1 minute) as each run started: other work on the machine inflates the CPU time
   * Lighthouse observes. */
  loadAverages: number[];
}

const REPORTS_DIR = '.bench/lighthouse';
const ARTIFACTS_DIR = '.bench/lighthouse/artifacts';
const CATEGORIES = ['performance', 'accessibility'] as const;

/** Accessibility: the audits its score weighs (the rest are informative); performance: all its audits. */
function auditIds(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
}) {
  const ids = (category: string, weighedOnly: boolean) =>
    lhr.categories[category]?.auditRefs
      .filter((ref) => !weighedOnly || ref.weight > 0)
      .map((ref) => ref.id) ?? [];
  return { accessibility: ids('accessibility', true), performance: ids('performance', false) };
}

function pagesNamed(names: string | undefined) {
  if (!names) return lighthousePages;
  const wanted = names.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !lighthousePages.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')}`);
  return lighthousePages.filter((page) => wanted.includes(page.name));
}

type Lhr = { runtimeError?: { message: string }; environment: { benchmarkIndex: number } };

function checked(result: { lhr: unknown } | undefined, path: string): Lhr {
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const lhr = result.lhr as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
  return lhr;
}

function summarize(lhr: Lhr): LighthouseRunSummary {
  return summarizeLighthouseReport(lhr as unknown as LighthouseReport, auditIds(lhr as never));
}

/**
 * Lighthouse audits saved artifacts only with the settings they were gathered with; the CPU slowdown is the one
 * setting changed, in the saved copy, before auditing them again with it.
 */
async function setSavedCpuSlowdown(dir: string, cpuSlowdownMultiplier: number): Promise<void> {
  const file = `${dir}/artifacts.json`;
  const saved = JSON.parse(await readFile(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  saved.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  await writeFile(file, JSON.stringify(saved));
}

/** Where a run's artifacts wait until the page's runs are judged. */
const runArtifacts = (page: LighthousePageName, run: number) => `${ARTIFACTS_DIR}/${page}-runs/${run}`;

/** The median run's artifacts (its trace, to read where the main thread went) kept at ARTIFACTS_DIR/<page>. */
async function keepMedianArtifacts(
  page: LighthousePageName,
  runs: { summary: LighthouseRunSummary }[],
  median: LighthouseRunSummary,
): Promise<void> {
  const kept = `${ARTIFACTS_DIR}/${page}`;
  await rm(kept, { recursive: true, force: true });
  await rename(
    runArtifacts(
      page,
      runs.findIndex((run) => run.summary === median),
    ),
    kept,
  );
  await rm(`${ARTIFACTS_DIR}/${page}-runs`, { recursive: true, force: true });
}

/** The median run's figures, and its whole report kept to open in Lighthouse's viewer. */
async function keepMedian(
  page: LighthousePageName,
  runs: { summary: LighthouseRunSummary; lhr: unknown }[],
  suffix: string,
): Promise<LighthouseSlowdownFigures> {
  const summaries = runs.map((run) => run.summary);
  const median = medianRun(summaries);
  await writeFile(
    `${REPORTS_DIR}/${page}${suffix}.json`,
    JSON.stringify(runs[summaries.indexOf(median)]?.lhr),
  );
  return {
    median,
    performanceScores: summaries.map((summary) => summary.performance),
    cpuSlowdowns: summaries.map((summary) => summary.cpuSlowdown),
    cpuIndexes: summaries.map((summary) => Math.round(summary.benchmarkIndex)),
  };
}

export async function measureLighthouse({
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  port = Number(process.env.BENCH_PORT ?? 0),
  /** LIGHTHOUSE_PAGES=map,passport measures only those (names as in lighthousePages). */
  pages = pagesNamed(process.env.LIGHTHOUSE_PAGES),
  /** Another build to measure (say, main's, for a before figure); frontend/dist by default. */
  staticDir = process.env.LIGHTHOUSE_DIST,
} = {}): Promise<LighthousePageFigures[]> {
  await mkdir(REPORTS_DIR, { recursive: true });
  const stack = await startLocalStack({
    port,
    frontend: 'static',
    ...(staticDir ? { staticDir } : {}),
    seed: true,
    quiet: true,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  let pageCore: PageCore | undefined;
  let lowered: number | undefined;
  try {
    // A phone's page has a core to itself; here Chromium's software compositor would share it (page-core.ts).
    // LIGHTHOUSE_PAGE_CORE=shared measures without, for comparison.
    pageCore = process.env.LIGHTHOUSE_PAGE_CORE === 'shared' ? undefined : await givePagesTheirOwnCore();
    if (pageCore) {
      console.log(
        `Lighthouse: each page's main thread runs on core ${pageCore.pageCore} alone (its own thread-pool workers may use it at idle priority); the browser's other threads, the stack and the kernel's roaming threads on the others.`,
      );
    } else {
      // Without a core of its own, the page at least goes before the server, which is not on the phone: the
      // stack's threads yield the cores to the browser (server-cpu-priority.ts). With one, the stack keeps its
      // priority: Lighthouse simulates the network from the server's observed response times, and a server
      // starved beside the browser's compositor made the simulated first paint a second later.
      lowered = await lowerServerPriority([chrome.pid]);
      console.log(
        lowered === undefined
          ? 'Lighthouse: the page shares the cores with the browser and the stack, at the same priority.'
          : `Lighthouse: the page shares the cores with the browser and the stack; the stack's ${lowered} threads run at nice ${SERVER_NICENESS}.`,
      );
    }
    const jar = new CookieJar();
    const session = await signInOverHttp(stack.url, DEMO_EMAIL, jar);
    // The signed-in hint the callback set beside the session: it is what serves a prerendered screen's page.
    const hint = jar.get(SIGNED_IN_HINT_COOKIE);
    if (!hint) throw new Error(`Sign-in set no ${SIGNED_IN_HINT_COOKIE} cookie`);
    const cookie = `${session.cookie}; ${SIGNED_IN_HINT_COOKIE}=${hint}`;
    const figures: LighthousePageFigures[] = [];
    for (const page of pages) {
      const byDefault: { summary: LighthouseRunSummary; lhr: unknown }[] = [];
      const calibrated: { summary: LighthouseRunSummary; lhr: unknown }[] = [];
      const loadAverages: number[] = [];
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...CATEGORIES],
        // For attribution only (docs/performance.md, "Where the rest goes"): say,
        // `disabled-by-default-v8.cpu_profiler` records V8's samples in the kept trace. The sampling slows the
        // page, so figures measured with it are not the goal's.
        ...(process.env.LIGHTHOUSE_TRACE_CATEGORIES
          ? { additionalTraceCategories: process.env.LIGHTHOUSE_TRACE_CATEGORIES }
          : {}),
        // Lighthouse clears the origin's storage (service worker, caches, IndexedDB) before each run: a
        // first visit, as the goals mean it. The session and the hint are a cookie header, which storage reset
        // leaves be.
        ...(page.signedIn ? { extraHeaders: { cookie } } : {}),
      };
      const gathered: { artifacts: string; benchmarkIndex: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        loadAverages.push(loadavg()[0] ?? Number.NaN);
        // One page load, judged twice: Lighthouse's simulated throttling applies the CPU slowdown only when it
        // simulates the load from the trace it saved (the browser itself ran unthrottled), so the saved
        // artifacts are audited again, once every run is in, with the slowdown calibrated to the host. Same
        // trace, only the phone differs.
        const artifacts = runArtifacts(page.name, run);
        await rm(artifacts, { recursive: true, force: true });
        const first = await lighthouse(`${stack.url}${page.path}`, {
          ...flags,
          gatherMode: artifacts,
          auditMode: artifacts,
        });
        const lhr = checked(first, page.path);
        byDefault.push({ summary: summarize(lhr), lhr });
        gathered.push({ artifacts, benchmarkIndex: lhr.environment.benchmarkIndex });
      }
      // Every run judged as the same phone: the slowdown for the median of the runs' CPU index readings.
      const { cpuSlowdownMultiplier } = calibrateFromReadings(gathered.map((run) => run.benchmarkIndex));
      for (const { artifacts } of gathered) {
        await setSavedCpuSlowdown(artifacts, cpuSlowdownMultiplier);
        const again = await lighthouse(undefined, {
          ...flags,
          auditMode: artifacts,
          throttling: { cpuSlowdownMultiplier },
        });
        const calibratedLhr = checked(again, page.path);
        calibrated.push({ summary: summarize(calibratedLhr), lhr: calibratedLhr });
      }
      const chosen = await keepMedian(page.name, byDefault, '');
      const chosenCalibrated = await keepMedian(page.name, calibrated, '-calibrated');
      await keepMedianArtifacts(page.name, calibrated, chosenCalibrated.median);
      figures.push({
        page: page.name,
        path: page.path,
        signedIn: page.signedIn,
        ...chosen,
        calibrated: chosenCalibrated,
        loadAverages,
      });
    }
    return figures;
  } finally {
    await pageCore?.stop();
    chrome.kill();
    // The bench goes on to other parts (the API's latency) at the normal priority; raising a priority back
    // takes root (CAP_SYS_NICE), so elsewhere those parts run at the lowered one.
    if (lowered !== undefined) await lowerServerPriority([], 0);
    await stack.stop();
  }
}
