import { describe, expect, it } from 'vitest';
import { calibrateCpuSlowdown, cpuSlowdownForBenchmarkIndex } from './cpu-calibration';

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
