/**
 * The pure part of the Lighthouse figures: which pages, what a run's report says, and which of several runs
 * stands for a page. Kept apart from the browser so that it has unit tests.
 */

/** The pages measured, signed in where the page needs it. */
export const lighthousePages = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'map', path: '/map', signedIn: true },
  { name: 'passport', path: '/my-courses', signedIn: true },
] as const;

export type LighthousePageName = (typeof lighthousePages)[number]['name'];

/**
 * Goals (docs/performance.md): performance at least 95 and accessibility 100, as Lighthouse shows them
 * (0-100), total blocking time at most 200 ms and layout shift at most 0.1, judged with the CPU slowdown
 * calibrated to the host (cpu-calibration.ts).
 */
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, tbtMs: 200, cls: 0.1 } as const;

/** The few fields of a Lighthouse result (LH.Result) these figures read. */
export interface LighthouseReport {
  /** Lighthouse's measure of this machine's CPU at the time (a desktop of 2020 scores about 1,000-2,000). */
  environment?: { benchmarkIndex?: number };
  /** The settings the report was judged with: its CPU slowdown among them. */
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        title?: string;
        details?: unknown;
      }
    | undefined
  >;
}

export interface LighthouseRunSummary {
  performance: number;
  accessibility: number;
  /** Milliseconds, except cls (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse's simulation applied (its mobile preset: 4). */
  cpuSlowdown: number;
  /** Accessibility audits that failed, by id: what keeps the score under 100. */
  failedAccessibility: string[];
  /** The performance opportunities and diagnostics that failed, by id, for the docs. */
  failedPerformance: string[];
}

const ACCESSIBILITY_DISPLAY_MODES_THAT_COUNT = new Set(['binary', 'numeric']);

/** Lighthouse shows category scores as whole numbers: 0.945 is shown (and judged) as 95. */
const asShown = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

function metric(report: LighthouseReport, id: string): number {
  return report.audits[id]?.numericValue ?? Number.NaN;
}

function failedAudits(report: LighthouseReport, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const audit = report.audits[id];
    return (
      audit !== undefined &&
      audit.score !== null &&
      audit.score < 0.9 &&
      ACCESSIBILITY_DISPLAY_MODES_THAT_COUNT.has(audit.scoreDisplayMode ?? 'binary')
    );
  });
}

/**
 * Reads one report. `auditIdsByCategory` are the audit ids each category is scored on (the report's
 * categories carry `auditRefs`; passed in so this stays independent of the result's full shape).
 */
export function summarizeLighthouseReport(
  report: LighthouseReport,
  auditIdsByCategory: { accessibility: readonly string[]; performance: readonly string[] },
): LighthouseRunSummary {
  return {
    performance: asShown(report.categories.performance?.score),
    accessibility: asShown(report.categories.accessibility?.score),
    metrics: {
      fcp: metric(report, 'first-contentful-paint'),
      lcp: metric(report, 'largest-contentful-paint'),
      tbt: metric(report, 'total-blocking-time'),
      cls: metric(report, 'cumulative-layout-shift'),
      speedIndex: metric(report, 'speed-index'),
    },
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    failedAccessibility: failedAudits(report, auditIdsByCategory.accessibility),
    failedPerformance: failedAudits(report, auditIdsByCategory.performance),
  };
}

/**
 * The run that stands for a page: the one with the median performance score (the lower middle of an even
 * count), so that the printed metrics belong together. Lighthouse's own advice is a median of several runs.
 */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('No Lighthouse runs to choose from');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** The scores' goals, and with the metrics also blocking time and layout shift. */
export function meetsLighthouseGoals(run: {
  performance: number;
  accessibility: number;
  metrics?: { tbt: number; cls: number };
}): boolean {
  return (
    run.performance >= LIGHTHOUSE_GOALS.performance &&
    run.accessibility >= LIGHTHOUSE_GOALS.accessibility &&
    (run.metrics === undefined ||
      (run.metrics.tbt <= LIGHTHOUSE_GOALS.tbtMs && run.metrics.cls <= LIGHTHOUSE_GOALS.cls))
  );
}

/** One printed line per page, with the figures the docs quote. */
export function formatLighthouseLine(
  page: string,
  run: LighthouseRunSummary,
  scores: readonly number[],
): string {
  const { fcp, lcp, tbt, cls, speedIndex } = run.metrics;
  const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const goal = meetsLighthouseGoals(run) ? 'meets goal' : 'MISSES GOAL';
  const slowdown = Number.isFinite(run.cpuSlowdown) ? `  CPU ${run.cpuSlowdown}x` : '';
  const notes = [
    run.failedAccessibility.length ? `accessibility fails: ${run.failedAccessibility.join(', ')}` : '',
  ].filter(Boolean);
  return (
    `  ${page.padEnd(10)} performance ${String(run.performance).padStart(3)} (runs ${scores.join(', ')})  ` +
    `accessibility ${String(run.accessibility).padStart(3)}  FCP ${s(fcp)}  LCP ${s(lcp)}  TBT ${Math.round(tbt)} ms  ` +
    `CLS ${cls.toFixed(3)}  SI ${s(speedIndex)}  CPU index ${Math.round(run.benchmarkIndex)}${slowdown}  (goal >= 95 / 100, TBT <= 200 ms: ${goal})` +
    (notes.length ? `\n             ${notes.join('; ')}` : '')
  );
}

/**
 * A page's lines: the figures with the slowdown calibrated to the host (what the goals judge), then
 * Lighthouse's default 4x on the same page loads, and the host's load as the runs started.
 */
export function formatLighthousePage(page: {
  page: string;
  median: LighthouseRunSummary;
  performanceScores: readonly number[];
  calibrated: {
    median: LighthouseRunSummary;
    performanceScores: readonly number[];
    cpuSlowdowns: readonly number[];
    cpuIndexes: readonly number[];
  };
  loadAverages: readonly number[];
}): string {
  // Every run is judged at one slowdown, the median reading's (cpu-calibration.ts: calibrateFromReadings).
  const slowdown = page.calibrated.cpuSlowdowns[0];
  return [
    formatLighthouseLine(page.page, page.calibrated.median, page.calibrated.performanceScores),
    `             CPU index per run: ${page.calibrated.cpuIndexes.join(', ')}, every run judged at ${slowdown}x ` +
      `(the median's); load average as each run started: ${page.loadAverages.map((load) => load.toFixed(1)).join(', ')}`,
    formatLighthouseLine(`${page.page} 4x`, page.median, page.performanceScores).replace(
      /\(goal >= .*?\)/,
      "(Lighthouse's default slowdown, for comparison)",
    ),
  ].join('\n');
}
