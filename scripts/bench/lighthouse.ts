/**
 * Lighthouse (docs/performance.md; mobile preset, its default: a mid-range phone on slow 4G, simulated) on
 * the built app (frontend/dist) served by the local stack, which compresses as CloudFront does. The signed-in
 * pages carry the demo golfer's session cookie, signed in through the local OpenID provider. Printed, never
 * asserted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../e2e/playwright.config';
import { DEMO_EMAIL } from '../local/local-accounts';
import { CookieJar, signInOverHttp } from '../local/sign-in-driver';
import { SIGNED_IN_HINT_COOKIE } from '#shared/web/prerendered-screens';
import { startLocalStack } from '../local/stack';
import {
  lighthousePages,
  medianRun,
  summarizeLighthouseReport,
  type LighthousePageName,
  type LighthouseReport,
  type LighthouseRunSummary,
} from './lighthouse-summary';

export interface LighthousePageFigures {
  page: LighthousePageName;
  path: string;
  signedIn: boolean;
  /** The run with the median performance score. */
  median: LighthouseRunSummary;
  performanceScores: number[];
}

const REPORTS_DIR = '.bench/lighthouse';
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
  try {
    const jar = new CookieJar();
    const session = await signInOverHttp(stack.url, DEMO_EMAIL, jar);
    // The signed-in hint the callback set beside the session: it is what serves a prerendered screen's page.
    const hint = jar.get(SIGNED_IN_HINT_COOKIE);
    if (!hint) throw new Error(`Sign-in set no ${SIGNED_IN_HINT_COOKIE} cookie`);
    const cookie = `${session.cookie}; ${SIGNED_IN_HINT_COOKIE}=${hint}`;
    const figures: LighthousePageFigures[] = [];
    for (const page of pages) {
      const summaries: LighthouseRunSummary[] = [];
      const reports: unknown[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${stack.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Lighthouse clears the origin's storage (service worker, caches, IndexedDB) before each run: a
          // first visit, as the goals mean it. The session and the hint are a cookie header, which storage reset
          // leaves be.
          ...(page.signedIn ? { extraHeaders: { cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        summaries.push(summarizeLighthouseReport(lhr as unknown as LighthouseReport, auditIds(lhr as never)));
        reports.push(lhr);
      }
      const median = medianRun(summaries);
      // The whole report of the run that stands for the page, to open in Lighthouse's viewer.
      await writeFile(`${REPORTS_DIR}/${page.name}.json`, JSON.stringify(reports[summaries.indexOf(median)]));
      figures.push({
        page: page.name,
        path: page.path,
        signedIn: page.signedIn,
        median,
        performanceScores: summaries.map((summary) => summary.performance),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await stack.stop();
  }
}
