import { useId } from 'react';
import { formatDate } from '#shared/format/date';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import type { HandicapHistory } from '#shared/schemas/ghin';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { Skeleton } from '@/shared/ui/skeleton';
import { useHandicapHistory } from '../api/get-handicap-history';

export const NO_HISTORY_MESSAGE = 'No handicap history yet: connect GHIN or sync.';
export const HISTORY_FAILED_MESSAGE = 'Fescue could not load your handicap history. Please try again later.';

/**
 * The drawing's own units; the SVG scales to the card's width. A phone gets a narrower drawing, so its
 * 11-unit labels stay about 11 px when it fits the screen.
 */
const WIDE = 560;
const NARROW = 320;
const HEIGHT = 132;
const PAD = { top: 12, right: 14, bottom: 22, left: 34 };

interface Revision {
  index: number;
  /** GHIN's revision date, else the day the sync found it. */
  day: string;
  time: number;
}

/** Oldest first, one point per entry, dated by GHIN's revision (or, lacking one, when a sync recorded it). */
export function historyPoints(entries: HandicapHistory['entries']): Revision[] {
  return entries
    .map((entry) => {
      const day = entry.revisionDate ?? entry.recordedAt.slice(0, 10);
      return { index: entry.index, day, time: Date.parse(`${day}T00:00:00Z`) };
    })
    .filter((point) => !Number.isNaN(point.time))
    .sort((a, b) => a.time - b.time);
}

function indexText(index: number): string {
  return formatHandicapIndex(index) ?? String(index);
}

/** One sentence a person can read instead of the drawing: where the index is now and where it started. */
export function historySummary(points: readonly Revision[]): string {
  const last = points.at(-1);
  const first = points[0];
  if (!last || !first) return NO_HISTORY_MESSAGE;
  const now = `${indexText(last.index)} on ${formatDate(last.day)}`;
  if (points.length === 1) return `One revision: ${now}.`;
  return `${points.length} revisions, from ${indexText(first.index)} on ${formatDate(first.day)} to ${now}.`;
}

/**
 * The official index over time as a line. Hand-drawn SVG, like the Round History's score chart: the project
 * has no chart library, and one would outweigh this whole dialog. A better (lower) index is drawn higher.
 */
function HistoryChart({ points, width: WIDTH }: { points: readonly Revision[]; width: number }) {
  const indexes = points.map((point) => point.index);
  const low = Math.floor(Math.min(...indexes) - 0.5);
  const high = Math.ceil(Math.max(...indexes) + 0.5);
  const [first, last] = [points[0]?.time ?? 0, points.at(-1)?.time ?? 0];
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) =>
    PAD.left + (last === first ? plotW / 2 : ((time - first) / (last - first)) * plotW);
  const y = (index: number) => PAD.top + ((index - low) / (high - low)) * plotH;
  const ticks = [low, (low + high) / 2, high];
  const path = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${x(point.time)},${y(point.index)}`).join(' ');
  const ends = points.length === 1 ? points : [points[0], points.at(-1)];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="ghin-history__svg" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick} className="ghin-history__grid">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
          <text x={PAD.left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
            {indexText(tick)}
          </text>
        </g>
      ))}
      {ends.map((point, i) =>
        point ? (
          <text
            key={point.day}
            className="ghin-history__date"
            x={x(point.time)}
            y={HEIGHT - 5}
            textAnchor={ends.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {formatDate(point.day)}
          </text>
        ) : null,
      )}
      <path className="ghin-history__line" d={path} />
      {points.map((point) => (
        <circle
          key={`${point.day}-${point.index}`}
          className="ghin-history__mark"
          cx={x(point.time)}
          cy={y(point.index)}
          r={3.5}
        />
      ))}
    </svg>
  );
}

/**
 * Handicap history (spec: golfers import it from GHIN): a small chart of the official index, with the same
 * figures as a table for screen readers. Loading, empty and failed states keep the chart's height, so the
 * tabs below do not move when the answer comes.
 */
export function HandicapHistorySection({ open }: { open: boolean }) {
  const titleId = useId();
  const width = useMediaQuery('(max-width: 600px)') ? NARROW : WIDE;
  const history = useHandicapHistory(open);
  const points = history.data ? historyPoints(history.data.entries) : [];

  let body;
  if (history.error) {
    body = (
      <p className="ghin-history__message" role="alert">
        {HISTORY_FAILED_MESSAGE}
      </p>
    );
  } else if (!history.data) {
    body = (
      <div className="ghin-history__loading" role="status">
        <Skeleton className="ghin-history__skeleton" />
        <span className="visually-hidden">Loading your handicap history...</span>
      </div>
    );
  } else if (points.length === 0) {
    body = <p className="ghin-history__message">{NO_HISTORY_MESSAGE}</p>;
  } else {
    body = (
      <>
        <HistoryChart points={points} width={width} />
        <table className="visually-hidden">
          <caption>Official Handicap Index by revision date, latest first</caption>
          <thead>
            <tr>
              <th scope="col">Revised</th>
              <th scope="col">Handicap Index</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={`${point.day}-${point.index}`}>
                <td>{formatDate(point.day)}</td>
                <td>{indexText(point.index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section className="ghin-history" aria-labelledby={titleId}>
      <div className="ghin-history__head">
        <h3 id={titleId} className="ghin-history__title">
          Handicap history
        </h3>
        {points.length > 0 ? (
          <p className="ghin-note ghin-history__summary">{historySummary(points)}</p>
        ) : null}
      </div>
      <div className="ghin-history__body" style={{ aspectRatio: `${width} / ${HEIGHT}` }}>
        {body}
      </div>
    </section>
  );
}
