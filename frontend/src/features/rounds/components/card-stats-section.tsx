import { useMemo } from 'react';
import uPlot from 'uplot';
import type { CardStatistics } from '#shared/scorecards/card-stats';
import { useCardStats } from '../api/get-card-stats';
import { UPlotChart } from './uplot-chart';
import './card-stats.css';

export const CARD_STATS_EMPTY =
  'Add a scorecard to a round to see your scoring on par 3s, 4s and 5s, your scores to par, fairways, greens, putts and scrambling.';

const TO_PAR_LABELS: [keyof CardStatistics['toPar'], string][] = [
  ['eagleOrBetter', 'Eagle or better'],
  ['birdie', 'Birdie'],
  ['par', 'Par'],
  ['bogey', 'Bogey'],
  ['double', 'Double bogey'],
  ['worse', 'Worse'],
];

const figure = (value: number | null, unit = '') => (value === null ? '–' : `${value}${unit}`);

/** The scores-to-par bars: drawn by uPlot, the table beside them says the same. */
function ToParChart({ toPar }: { toPar: CardStatistics['toPar'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [TO_PAR_LABELS.map((_, i) => i), TO_PAR_LABELS.map(([key]) => toPar[key])],
    [toPar],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, TO_PAR_LABELS.length - 0.5] } },
      axes: [
        {
          stroke: '#6b6b5e',
          grid: { show: false },
          values: (_chart, splits) => splits.map((i) => TO_PAR_LABELS[i]?.[1].replace(' bogey', '') ?? ''),
          incrs: [1],
        },
        { stroke: '#6b6b5e', grid: { stroke: '#e4e2d6' }, size: 40 },
      ],
      series: [
        {},
        {
          label: 'Holes',
          fill: '#2f5d3a',
          stroke: '#2f5d3a',
          paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
          points: { show: false },
        },
      ],
    }),
    [],
  );
  return <UPlotChart options={options} data={data} height={180} />;
}

/**
 * Statistics from the golfer's scorecards (docs/product-rules.md#what-the-cards-tell), on Round History: the
 * figures as a list, the scores to par as a chart with its table. One request, whatever the number of rounds.
 */
export function CardStatsSection() {
  const { data, error } = useCardStats();
  if (error || !data) return null;
  return (
    <section className="card-stats" aria-labelledby="card-stats-title">
      <h2 id="card-stats-title">What your scorecards say</h2>
      {data.cards === 0 ? (
        <p className="card-stats__empty">{CARD_STATS_EMPTY}</p>
      ) : (
        <>
          <p className="card-stats__from">
            From {data.cards} {data.cards === 1 ? 'scorecard' : 'scorecards'} ({data.holes} holes).
          </p>
          <dl className="card-stats__figures">
            <div>
              <dt>Par 3s</dt>
              <dd>{figure(data.scoringAverage.par3)}</dd>
            </div>
            <div>
              <dt>Par 4s</dt>
              <dd>{figure(data.scoringAverage.par4)}</dd>
            </div>
            <div>
              <dt>Par 5s</dt>
              <dd>{figure(data.scoringAverage.par5)}</dd>
            </div>
            <div>
              <dt>Fairways hit</dt>
              <dd>{figure(data.fairwaysHitPercent, '%')}</dd>
            </div>
            <div>
              <dt>Greens in regulation</dt>
              <dd>{figure(data.girPercent, '%')}</dd>
            </div>
            <div>
              <dt>Putts per round</dt>
              <dd>{figure(data.puttsPerRound)}</dd>
            </div>
            <div>
              <dt>Putts per green hit</dt>
              <dd>{figure(data.puttsPerGreenHit)}</dd>
            </div>
            <div>
              <dt>Scrambling</dt>
              <dd>{figure(data.scramblingPercent, '%')}</dd>
            </div>
          </dl>
          <figure className="card-stats__chart">
            <figcaption>Your holes by score to par</figcaption>
            <ToParChart toPar={data.toPar} />
            <table className="card-stats__table">
              <caption className="visually-hidden">Holes by score to par</caption>
              <thead>
                <tr>
                  <th scope="col">Score</th>
                  <th scope="col">Holes</th>
                </tr>
              </thead>
              <tbody>
                {TO_PAR_LABELS.map(([key, label]) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>{data.toPar[key]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </>
      )}
    </section>
  );
}

export default CardStatsSection;
