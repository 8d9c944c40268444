import type { FeatureCollection, Point } from 'geojson';
import type { MapStatus } from '#shared/schemas/course-map';
import type { MapPoint } from './course-map-types';

/**
 * Marker colours (docs/product-rules.md#maps): played green, bucket list amber, available grey. Also the
 * legend's.
 */
export const STATUS_COLOURS: Record<MapStatus, string> = {
  played: '#2e7d32',
  'bucket-list': '#d98e04',
  available: '#6b7280',
};

/** Points as GeoJSON for MapLibre: only what the layers style by travels along (the popup reads the point). */
export function toFeatureCollection(points: readonly MapPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: { id: point.id, status: point.status, private: point.courseType === 'private' },
    })),
  };
}
