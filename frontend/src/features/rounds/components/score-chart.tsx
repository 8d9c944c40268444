import { useId } from 'react';
import { formatDate } from '#shared/format/date';
import { bestRound } from '#shared/rounds/stats';
import { scoreToPar } from '#shared/rounds/score-display';
import type { Round } from '#shared/schemas/round';
import { useMediaQuery } from '@/shared/lib/use-media-query';

/** Drawing widths: a phone gets a narrower drawing, so its text stays readable when it fits the screen. */
const WIDE = 720;
const NARROW = 360;
const HEIGHT = 200;
const PAD = { top: 16, right: 16, bottom: 28, left: 40 };
/** How far inside the plot's sides the first and last rounds are drawn: a mark's half width and a little. */
const MARK_INSET = 10;

interface Point {
  x: number;
  y: number;
  round: Round;
}

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

/**
 * Scores over time, one mark per round: 18-hole rounds as green circles, 9-hole rounds as sand diamonds, so the
 * two are told apart by shape as well as colour. Hand-drawn SVG: a chart library would triple this screen's JS.
 */
export function ScoreChart({ rounds }: { rounds: readonly Round[] }) {
  const summaryId = useId();
  const WIDTH = useMediaQuery('(max-width: 600px)') ? NARROW : WIDE;
  const dated = rounds.flatMap((round) => {
    const day = dayOf(round);
    return day === null ? [] : [{ day, round }];
  });
  if (dated.length < 2) return null;
  const days = dated.map(({ day }) => day);
  const scores = dated.map(({ round }) => round.score);
  const [minDay, maxDay] = [Math.min(...days), Math.max(...days)];
  const minScore = Math.floor((Math.min(...scores) - 2) / 5) * 5;
  const maxScore = Math.ceil((Math.max(...scores) + 2) / 5) * 5;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  // The first and last rounds sit a mark's width inside the plot, not on its edges, where they were cut.
  const inset = MARK_INSET;
  const x = (day: number) =>
    PAD.left +
    inset +
    (maxDay === minDay
      ? (plotW - 2 * inset) / 2
      : ((day - minDay) / (maxDay - minDay)) * (plotW - 2 * inset));
  // A year's label stays inside the drawing, however near the edge its part of the span lies.
  const labelX = (day: number) => Math.min(WIDTH - PAD.right - 16, Math.max(PAD.left + 16, x(day)));
  const y = (score: number) => PAD.top + ((score - minScore) / (maxScore - minScore)) * plotH;
  const points: Point[] = dated.map(({ day, round }) => ({ x: x(day), y: y(round.score), round }));
  const step = Math.max(5, Math.ceil((maxScore - minScore) / 4 / 5) * 5);
  const ticks: number[] = [];
  for (let tick = minScore; tick <= maxScore; tick += step) ticks.push(tick);
  const years = yearTicks(minDay, maxDay, WIDTH === NARROW ? 4 : 8);

  return (
    <figure className="score-chart">
      <figcaption className="score-chart__head">
        <span className="score-chart__title">Scores over time</span>
        <span className="score-chart__legend" aria-hidden="true">
          <span className="score-chart__key score-chart__key--18">18 holes</span>
          <span className="score-chart__key score-chart__key--9">9 holes</span>
        </span>
      </figcaption>
      <div className="score-chart__plot">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={summaryId}
          className="score-chart__svg"
        >
          {ticks.map((tick) => (
            <g key={tick} className="score-chart__grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <g className="score-chart__axis">
            {years.map(({ year, day, boundary, labelled }) => (
              <g key={year}>
                {boundary === null ? null : (
                  <line x1={x(boundary)} x2={x(boundary)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
                )}
                {labelled ? (
                  <text x={labelX(day)} y={HEIGHT - 6} textAnchor="middle">
                    {year}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
          {points.map(({ x: cx, y: cy, round }) =>
            round.holes === 18 ? (
              <circle
                key={round.id}
                className="score-chart__mark score-chart__mark--18"
                cx={cx}
                cy={cy}
                r={4.5}
              >
                <title>{`${round.score} (18 holes), ${formatDate(round.playedAt)}`}</title>
              </circle>
            ) : (
              <rect
                key={round.id}
                className="score-chart__mark score-chart__mark--9"
                x={cx - 4}
                y={cy - 4}
                width={8}
                height={8}
                transform={`rotate(45 ${cx} ${cy})`}
              >
                <title>{`${round.score} (9 holes), ${formatDate(round.playedAt)}`}</title>
              </rect>
            ),
          )}
        </svg>
      </div>
      <p id={summaryId} className="score-chart__summary">
        {chartSummary(dated.map(({ round }) => round))} Lower scores are higher on the chart.
      </p>
    </figure>
  );
}
