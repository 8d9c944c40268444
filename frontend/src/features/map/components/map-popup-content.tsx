import { X } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { MAP_STATUS_LABELS } from '#shared/schemas/course-map';
import { PLAYED_WITHOUT_ROUND_LABEL } from '#shared/played/played-mark';
import { placeLine } from '#shared/geo/place-line';
import type { MapPoint } from './course-map-types';
import { exclusivityText } from '@/features/courses';
import { formatNumber } from '#shared/format/number';

const TYPE_LABELS: Record<string, string> = {
  public: 'Public',
  private: 'Private',
  'semi-private': 'Semi-private',
  resort: 'Resort',
};

/**
 * A marker's popup (docs/product-rules.md#maps): name, place, par, course type, architect and status; `full`
 * adds more. A non-modal dialog named by the course, which takes focus as it opens (`ref`): a screen reader
 * reads the course and its facts, and Escape closes it (map-view.tsx). Its Close button is its own, inside
 * the dialog: MapLibre's would sit beside it, outside the dialog a screen reader is in.
 */
export function MapPopupContent({
  point,
  detail,
  actions,
  onClose,
  ref,
}: {
  point: MapPoint;
  detail: 'summary' | 'full';
  /** The screen's own controls for the course (docs/product-rules.md#maps). */
  actions?: ReactNode;
  onClose: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  const place =
    point.city && point.country ? placeLine(point.city, point.state, point.country) : point.country;
  const facts: [string, string][] = [];
  if (point.par) facts.push(['Par', String(point.par)]);
  if (detail === 'full' && point.yardage) facts.push(['Yardage', `${formatNumber(point.yardage)} yds`]);
  if (point.courseType) facts.push(['Type', TYPE_LABELS[point.courseType] ?? point.courseType]);
  if (detail === 'full' && point.exclusivityRating) {
    facts.push(['Exclusivity', exclusivityText(point.exclusivityRating)]);
  }
  if (point.architect) facts.push(['Architect', point.architect]);
  return (
    <div
      ref={ref}
      className="map-popup"
      role="dialog"
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-facts ${id}-status`}
      tabIndex={-1}
    >
      <p className="map-popup__name" id={`${id}-name`}>
        {point.name}
      </p>
      <div id={`${id}-facts`}>
        {place ? <p className="map-popup__place">{place}</p> : null}
        <dl className="map-popup__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="map-popup__footer">
        <span className={`map-status map-status--${point.status}`} id={`${id}-status`}>
          {point.status === 'played' && point.playedWithoutRound
            ? PLAYED_WITHOUT_ROUND_LABEL
            : MAP_STATUS_LABELS[point.status]}
        </span>
        {actions}
        {detail === 'full' ? (
          <Link className="map-popup__link" to={`/course/${encodeURIComponent(point.id)}`}>
            View course
          </Link>
        ) : null}
      </div>
      <button type="button" className="map-popup__close" aria-label="Close" title="Close" onClick={onClose}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
