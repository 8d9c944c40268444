import { describe, expect, it } from 'vitest';
import { buildRound } from '../../../testing/build-round';
import { bestRound } from '../../../../../shared/rounds/stats';
import { chartSummary, yearTicks } from './score-chart';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('yearTicks', () => {
  it('marks 1 January of every year inside the span', () => {
    expect(yearTicks(day('2022-08-27'), day('2025-06-16'), 8)).toEqual([
      { year: 2023, day: day('2023-01-01') },
      { year: 2024, day: day('2024-01-01') },
      { year: 2025, day: day('2025-01-01') },
    ]);
  });

  it('marks every other year when there are more years than room', () => {
    const ticks = yearTicks(day('2010-03-01'), day('2020-03-01'), 4);
    expect(ticks.map((tick) => tick.year)).toEqual([2011, 2014, 2017, 2020]);
  });

  it('marks a span within one year by that year, in its middle', () => {
    expect(yearTicks(day('2024-03-01'), day('2024-05-01'), 8)).toEqual([
      { year: 2024, day: (day('2024-03-01') + day('2024-05-01')) / 2 },
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
