import { MAP_STATUS_LABELS } from '#shared/schemas/course-map';
import type { MapPoint } from './course-map-types';

export const MAP_ISSUE_TITLE = 'Map Loading Issue';
export const MAP_ISSUE_DESCRIPTION = 'Unable to load interactive map. Showing course list instead.';

/**
 * docs/product-rules.md#maps: when the map cannot load, the plain list of the golfer's courses and their
 * statuses, named as the map would have been (so "Map locating Pebble Beach…" is still found in its place).
 */
export function MapFallbackList({ points, label }: { points: readonly MapPoint[]; label?: string }) {
  return (
    <div className="map-fallback" role="status" aria-label={label}>
      <p className="map-fallback__title">{MAP_ISSUE_TITLE}</p>
      <p className="map-fallback__description">{MAP_ISSUE_DESCRIPTION}</p>
      {points.length === 0 ? (
        <p className="map-fallback__empty">No courses to show yet.</p>
      ) : (
        <ul className="map-fallback__list">
          {points.map((point) => (
            <li key={point.id}>
              <span>{point.name}</span>
              {point.country ? <span className="map-fallback__place">{point.country}</span> : null}
              <span className={`map-status map-status--${point.status}`}>
                {MAP_STATUS_LABELS[point.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
