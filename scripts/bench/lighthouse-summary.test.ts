import { describe, expect, it } from 'vitest';
import {
  formatLighthouseLine,
  formatLighthousePage,
  lighthousePages,
  medianRun,
  meetsLighthouseGoals,
  summarizeLighthouseReport,
  type LighthouseReport,
} from './lighthouse-summary';

const report: LighthouseReport = {
  environment: { benchmarkIndex: 1234.5 },
  configSettings: { throttling: { cpuSlowdownMultiplier: 2.87 } },
  categories: { performance: { score: 0.945 }, accessibility: { score: 0.96 } },
  audits: {
    'first-contentful-paint': { score: 0.8, numericValue: 1800 },
    'largest-contentful-paint': { score: 0.7, numericValue: 2900 },
    'total-blocking-time': { score: 1, numericValue: 40 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.02 },
    'speed-index': { score: 0.9, numericValue: 2000 },
    'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
    'image-alt': { score: 1, scoreDisplayMode: 'binary' },
    'aria-allowed-role': { score: null, scoreDisplayMode: 'notApplicable' },
  },
};

describe('summarizeLighthouseReport', () => {
  const summary = summarizeLighthouseReport(report, {
    accessibility: ['color-contrast', 'image-alt', 'aria-allowed-role', 'not-in-this-report'],
    performance: ['first-contentful-paint', 'total-blocking-time'],
  });

  it('gives the scores as Lighthouse shows them (rounded to whole numbers)', () => {
    expect(summary.performance).toBe(95);
    expect(summary.accessibility).toBe(96);
  });

  it('reads the five metrics', () => {
    expect(summary.metrics).toEqual({ fcp: 1800, lcp: 2900, tbt: 40, cls: 0.02, speedIndex: 2000 });
  });

  it('names the failed audits of each category, not the passed or not applicable ones', () => {
    expect(summary.failedAccessibility).toEqual(['color-contrast']);
    expect(summary.failedPerformance).toEqual(['first-contentful-paint']);
  });

  it('counts a missing category as 0', () => {
    expect(
      summarizeLighthouseReport({ categories: {}, audits: {} }, { accessibility: [], performance: [] }),
    ).toMatchObject({ performance: 0, accessibility: 0 });
  });
});

describe('medianRun', () => {
  it('takes the run with the middle performance score, the lower middle of an even count', () => {
    const runs = [{ performance: 90 }, { performance: 97 }, { performance: 60 }];
    expect(medianRun(runs)).toBe(runs[0]);
    expect(medianRun([{ performance: 99 }, { performance: 80 }])).toEqual({ performance: 80 });
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse runs/);
  });
});

describe('goals and the printed line', () => {
  it('needs performance at least 95 and accessibility 100', () => {
    expect(meetsLighthouseGoals({ performance: 95, accessibility: 100 })).toBe(true);
    expect(meetsLighthouseGoals({ performance: 94, accessibility: 100 })).toBe(false);
    expect(meetsLighthouseGoals({ performance: 100, accessibility: 99 })).toBe(false);
  });

  it('also needs blocking time at most 200 ms and layout shift at most 0.1 when the metrics are given', () => {
    const metrics = { tbt: 200, cls: 0.1 };
    expect(meetsLighthouseGoals({ performance: 95, accessibility: 100, metrics })).toBe(true);
    expect(
      meetsLighthouseGoals({ performance: 99, accessibility: 100, metrics: { ...metrics, tbt: 201 } }),
    ).toBe(false);
    expect(
      meetsLighthouseGoals({ performance: 99, accessibility: 100, metrics: { ...metrics, cls: 0.11 } }),
    ).toBe(false);
  });

  it('prints the calibrated figures judged by the goals, the default 4x beside them, and the load', () => {
    const calibrated = {
      ...summarizeLighthouseReport(report, { accessibility: [], performance: [] }),
      accessibility: 100,
    };
    const byDefault = { ...calibrated, performance: 80, cpuSlowdown: 4 };
    const lines = formatLighthousePage({
      page: 'dashboard',
      median: byDefault,
      performanceScores: [80],
      calibrated: { median: calibrated, performanceScores: [95], cpuSlowdowns: [2.87], cpuIndexes: [1690] },
      loadAverages: [12.34],
    }).split('\n');
    expect(lines[0]).toContain('dashboard  performance  95 (runs 95)');
    expect(lines[0]).toContain('CPU 2.87x');
    expect(lines[0]).toContain('meets goal');
    expect(lines[1]).toContain(
      "CPU index per run: 1690, every run judged at 2.87x (the median's); load average as each run started: 12.3",
    );
    expect(lines[2]).toContain('dashboard 4x performance  80');
    expect(lines[2]).toContain("(Lighthouse's default slowdown, for comparison)");
  });

  it('prints scores, metrics, the goal and what fails accessibility', () => {
    const summary = summarizeLighthouseReport(report, { accessibility: ['color-contrast'], performance: [] });
    const line = formatLighthouseLine('landing', summary, [93, 95, 96]);
    expect(line).toContain('performance  95 (runs 93, 95, 96)');
    expect(line).toContain('LCP 2.9 s');
    expect(line).toContain('TBT 40 ms');
    expect(line).toContain('CLS 0.020');
    expect(line).toContain('CPU index 1235');
    expect(line).toContain('MISSES GOAL');
    expect(line).toContain('accessibility fails: color-contrast');
  });

  it('measures the four pages of the issue, signed in but for the landing page', () => {
    expect(lighthousePages.map((page) => [page.path, page.signedIn])).toEqual([
      ['/', false],
      ['/', true],
      ['/map', true],
      ['/my-courses', true],
    ]);
  });
});
