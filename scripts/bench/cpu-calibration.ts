/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same on any host (docs/performance.md,
 * "Calibrated CPU slowdown"). Lighthouse's mobile preset slows the CPU a fixed 4x, which simulates a mid-tier
 * phone only on a host whose benchmark index (Lighthouse's `benchmarkIndex`, `environment.benchmarkIndex` in a
 * report) is about 1,533; on a faster host the same 4x simulates a faster phone. Lighthouse's guidance
 * (docs/throttling.md in the Lighthouse repository, "Calibrating the CPU slowdown", and the CPU throttling
 * calculator it links to) maps the index to a multiplier, piecewise linear between these points:
 *
 *   index   150  800  1,300  1,533  1,766  2,000
 *   slowdown 1x   2x     3x     4x     5x     6x
 *
 * (above 1,300 one step of 233 per 1x, without an upper end). Below 150 the host is already as slow as the
 * target phone or slower: no slowdown (1x), and the figures say so.
 */

/** Lighthouse's mobile preset: the slowdown a report uses unless told otherwise. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The calculator's least index it calibrates for (1x); a slower host cannot be slowed any further. */
export const SLOWEST_CALIBRATED_INDEX = 150;

export interface CpuCalibration {
  benchmarkIndex: number;
  /** The multiplier to pass as `throttling.cpuSlowdownMultiplier`, rounded to a hundredth. */
  cpuSlowdownMultiplier: number;
  /** The host is slower than the simulated phone: at 1x it still simulates a slower one, so the calibrated
   * figures are then pessimistic. */
  hostSlowerThanTarget: boolean;
}

/** The calculator's multiplier for a benchmark index (unrounded). */
export function cpuSlowdownForBenchmarkIndex(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= SLOWEST_CALIBRATED_INDEX) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

export function calibrateCpuSlowdown(benchmarkIndex: number): CpuCalibration {
  return {
    benchmarkIndex,
    cpuSlowdownMultiplier: Math.round(cpuSlowdownForBenchmarkIndex(benchmarkIndex) * 100) / 100,
    hostSlowerThanTarget: benchmarkIndex < SLOWEST_CALIBRATED_INDEX,
  };
}

/**
 * The calibration for a host from several readings of its index (one per Lighthouse run): their median. One
 * reading swings with what else the host did in that second (on this 2-core host 1,550-2,880 in a row), and a
 * run judged at its own reading was judged as a faster or slower phone than the next: every run of a bench is
 * judged at the median's slowdown, so that runs differ only in how the page loaded.
 */
export function calibrateFromReadings(benchmarkIndexes: readonly number[]): CpuCalibration {
  if (benchmarkIndexes.length === 0) throw new Error('No benchmark index to calibrate from');
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return calibrateCpuSlowdown(median);
}
