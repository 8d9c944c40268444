import { useId, useMemo } from 'react';
import type uPlot from 'uplot';
import { formatDate } from '#shared/format/date';
import { bestRound } from '#shared/rounds/stats';
import { scoreToPar } from '#shared/rounds/score-display';
import type { Round } from '#shared/schemas/round';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { UPlotChart } from './uplot-chart';

function dayOf(round: Round): number | null {
  const time = Date.parse(`${round.playedAt.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

function describe(label: string, rounds: readonly Round[]): string {
  if (rounds.length === 0) return `No ${label} rounds.`;
  const scores = rounds.map((round) => round.score);
  const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const dated = rounds.map(dayOf).filter((day): day is number => day !== null);
  const [first, last] = [Math.min(...dated), Math.max(...dated)];
  const span =
    dated.length === 0
      ? ''
      : first === last
        ? ` on ${formatDate(new Date(first))}`
        : ` from ${formatDate(new Date(first))} to ${formatDate(new Date(last))}`;
  // The best as the Best Score tile has it (bestRound: against its own par), so the two never disagree.
  const best = bestRound(rounds);
  const bestText = best ? `best ${best.score} (${scoreToPar(best.score, best.par)})` : '';
  return `${rounds.length} ${label} round${rounds.length === 1 ? '' : 's'}${span}: ${bestText}, average ${average.toFixed(1)}.`;
}

/** A text version of the chart for screen readers and for anyone who would rather read than look. */
export function chartSummary(rounds: readonly Round[]): string {
  return [
    describe(
      '18-hole',
      rounds.filter((round) => round.holes === 18),
    ),
    describe(
      '9-hole',
      rounds.filter((round) => round.holes === 9),
    ),
  ].join(' ');
}

/**
 * The years of the time axis: each year the span touches, labelled at the middle of its part of the span (the
 * first and last years too, however little of them the span holds), and, for each after the first, the line
 * of its 1 January. With more years than `most`, every other label (or fewer) is kept; the lines all stay.
 */
export function yearTicks(
  minDay: number,
  maxDay: number,
  most: number,
): { year: number; day: number; boundary: number | null; labelled: boolean }[] {
  const firstYear = new Date(minDay).getUTCFullYear();
  const lastYear = new Date(maxDay).getUTCFullYear();
  const count = lastYear - firstYear + 1;
  const every = Math.ceil(count / most);
  const years = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const start = Math.max(minDay, Date.UTC(year, 0, 1));
    const end = Math.min(maxDay, Date.UTC(year + 1, 0, 1));
    years.push({
      year,
      day: (start + end) / 2,
      boundary: year === firstYear ? null : Date.UTC(year, 0, 1),
      labelled: (year - firstYear) % every === 0,
    });
  }
  return years;
}

const DAY_SECONDS = 86_400;

/**
 * Scores over time, one mark per round: 18-hole rounds as green circles, 9-hole rounds as sand diamonds, so the
 * two are told apart by shape as well as colour. Drawn by uPlot (the charting library every chart uses:
 * docs/dependencies.md), lower scores higher up; the sentence below it says the same for screen readers.
 */
export function ScoreChart({ rounds }: { rounds: readonly Round[] }) {
  const summaryId = useId();
  const narrow = useMediaQuery('(max-width: 600px)');
  const dated = useMemo(
    () =>
      rounds
        .flatMap((round) => {
          const day = dayOf(round);
          return day === null ? [] : [{ day, round }];
        })
        .sort((a, b) => a.day - b.day),
    [rounds],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [
      dated.map(({ day }) => day / 1000),
      dated.map(({ round }) => (round.holes === 18 ? round.score : null)),
      dated.map(({ round }) => (round.holes === 9 ? round.score : null)),
    ],
    [dated],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      cursor: { show: true, points: { show: false } },
      scales: { x: { time: true }, y: { dir: -1 } },
      axes: [
        { stroke: '#6b6b5e', grid: { show: false }, space: narrow ? 60 : 80, incrs: [DAY_SECONDS * 365] },
        { stroke: '#6b6b5e', grid: { stroke: '#e4e2d6' }, size: 40 },
      ],
      series: [
        {},
        {
          label: '18 holes',
          stroke: '#2f5d3a',
          width: 0,
          points: { show: true, size: 9, fill: '#2f5d3a', stroke: '#2f5d3a' },
        },
        {
          label: '9 holes',
          stroke: '#b8925a',
          width: 0,
          points: { show: true, size: 9, fill: '#b8925a', stroke: '#b8925a', space: 0 },
        },
      ],
    }),
    [narrow],
  );
  if (dated.length < 2) return null;
  return (
    <figure className="score-chart" aria-labelledby={summaryId}>
      <figcaption className="score-chart__head">
        <span className="score-chart__title">Scores over time</span>
        <span className="score-chart__legend" aria-hidden="true">
          <span className="score-chart__key score-chart__key--18">18 holes</span>
          <span className="score-chart__key score-chart__key--9">9 holes</span>
        </span>
      </figcaption>
      <div className="score-chart__plot">
        <UPlotChart options={options} data={data} height={narrow ? 180 : 200} />
      </div>
      <p id={summaryId} className="score-chart__summary">
        {chartSummary(dated.map(({ round }) => round))} Lower scores are higher on the chart.
      </p>
    </figure>
  );
}
