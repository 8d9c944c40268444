import { describe, expect, it } from 'vitest';
import { buildRound } from '@/testing/build-round';
import { bestRound } from '#shared/rounds/stats';
import { chartSummary, yearTicks } from './score-chart';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('yearTicks', () => {
  it('labels every year the span touches, the first and last too, each at the middle of its part', () => {
    const ticks = yearTicks(day('2022-08-27'), day('2025-06-16'), 8);
    expect(ticks.map((tick) => tick.year)).toEqual([2022, 2023, 2024, 2025]);
    expect(ticks.every((tick) => tick.labelled)).toBe(true);
    expect(ticks[0]?.day).toBe((day('2022-08-27') + day('2023-01-01')) / 2);
    expect(ticks[1]?.day).toBe((day('2023-01-01') + day('2024-01-01')) / 2);
    expect(ticks[3]?.day).toBe((day('2025-01-01') + day('2025-06-16')) / 2);
    // A line at each 1 January inside the span.
    expect(ticks.map((tick) => tick.boundary)).toEqual([
      null,
      day('2023-01-01'),
      day('2024-01-01'),
      day('2025-01-01'),
    ]);
  });

  it('labels every other year when there are more years than room, keeping every line', () => {
    const ticks = yearTicks(day('2010-03-01'), day('2020-03-01'), 4);
    expect(ticks.filter((tick) => tick.labelled).map((tick) => tick.year)).toEqual([2010, 2013, 2016, 2019]);
    expect(ticks.filter((tick) => tick.boundary !== null)).toHaveLength(10);
  });

  it('labels a span within one year by that year, in its middle, with no line', () => {
    expect(yearTicks(day('2024-03-01'), day('2024-05-01'), 8)).toEqual([
      { year: 2024, day: (day('2024-03-01') + day('2024-05-01')) / 2, boundary: null, labelled: true },
    ]);
  });
});

describe('chartSummary', () => {
  it('gives one date for a single round and a span for several', () => {
    const summary = chartSummary([
      buildRound({ id: 'a', score: 84, playedAt: '2025-06-14' }),
      buildRound({ id: 'b', score: 80, playedAt: '2024-06-14' }),
      buildRound({ id: 'c', score: 43, holes: 9, par: 36, playedAt: '2025-06-16' }),
    ]);
    expect(summary).toBe(
      '2 18-hole rounds from Jun 14, 2024 to Jun 14, 2025: best 80 (+8), average 82.0. ' +
        '1 9-hole round on Jun 16, 2025: best 43 (+7), average 43.0.',
    );
  });

  it('names the best round as the Best Score tile does: 74 on par 72 beats 73 on par 70', () => {
    const rounds = [
      buildRound({ id: 'a', score: 73, par: 70, playedAt: '2025-06-14' }),
      buildRound({ id: 'b', score: 74, par: 72, playedAt: '2025-06-15' }),
    ];
    expect(chartSummary(rounds)).toContain('best 74 (+2)');
    expect(bestRound(rounds)?.score).toBe(74);
  });
});
