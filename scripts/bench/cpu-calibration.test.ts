import { describe, expect, it } from 'vitest';
import { calibrateCpuSlowdown, calibrateFromReadings, cpuSlowdownForBenchmarkIndex } from './cpu-calibration';

describe('cpuSlowdownForBenchmarkIndex', () => {
  // The worked points of Lighthouse's CPU throttling calculator (docs/throttling.md links to it).
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('gives the published slowdown for a host of index %i (%ix)', (index, slowdown) => {
    expect(cpuSlowdownForBenchmarkIndex(index)).toBeCloseTo(slowdown, 2);
  });

  it('does not hand a fast host the default 4x: the host of the issue (index 2,650) needs about 8.8x', () => {
    expect(cpuSlowdownForBenchmarkIndex(2650)).toBeCloseTo(3 + 1350 / 233, 6);
    expect(cpuSlowdownForBenchmarkIndex(3800)).toBeGreaterThan(13);
  });

  it('interpolates inside each stretch of the table', () => {
    expect(cpuSlowdownForBenchmarkIndex(1050)).toBeCloseTo(2.5, 6);
    expect(cpuSlowdownForBenchmarkIndex(475)).toBeCloseTo(1.5, 6);
  });

  it('never speeds up a host slower than the target phone', () => {
    expect(cpuSlowdownForBenchmarkIndex(100)).toBe(1);
  });

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => cpuSlowdownForBenchmarkIndex(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownForBenchmarkIndex(0)).toThrow(/benchmark index/);
  });
});

describe('calibrateCpuSlowdown', () => {
  it('rounds the multiplier to a hundredth and says when the host is slower than the phone', () => {
    expect(calibrateCpuSlowdown(2650)).toEqual({
      benchmarkIndex: 2650,
      cpuSlowdownMultiplier: 8.79,
      hostSlowerThanTarget: false,
    });
    expect(calibrateCpuSlowdown(120)).toMatchObject({ cpuSlowdownMultiplier: 1, hostSlowerThanTarget: true });
  });
});

describe('calibrateFromReadings', () => {
  it('calibrates for the median reading, so one low reading does not make a slower phone', () => {
    // Readings of one bench on the 2-core host: 1,706 is the odd one out.
    expect(calibrateFromReadings([2651, 1706, 2593]).benchmarkIndex).toBe(2593);
    expect(calibrateFromReadings([2651, 1706, 2593]).cpuSlowdownMultiplier).toBe(
      calibrateCpuSlowdown(2593).cpuSlowdownMultiplier,
    );
  });

  it('takes the mean of the middle two of an even count, and refuses no reading', () => {
    expect(calibrateFromReadings([2000, 1000, 3000, 2600]).benchmarkIndex).toBe(2300);
    expect(() => calibrateFromReadings([])).toThrow('No benchmark index');
  });
});
