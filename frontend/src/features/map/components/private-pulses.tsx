import { Marker } from '@vis.gl/react-maplibre';
import type { CSSProperties } from 'react';
import type { MapPoint } from './course-map-types';
import { STATUS_COLOURS } from './map-features';

/**
 * The pulsing ring of a private club's marker (docs/product-rules.md#maps), as an HTML marker over the map
 * with a CSS animation (course-map.css): the browser's compositor animates its scale and opacity, so the
 * pulse costs no WebGL repaint and no main-thread work per frame. A golfer who prefers reduced motion sees a
 * still ring. The ring lets clicks through to the marker under it.
 */
export function PrivatePulses({ points }: { points: readonly MapPoint[] }) {
  return points
    .filter((point) => point.courseType === 'private')
    .map((point) => (
      <Marker key={point.id} longitude={point.longitude} latitude={point.latitude} anchor="center">
        <span
          className="course-map__pulse"
          aria-hidden="true"
          style={
            {
              '--pulse-colour':
                point.status === 'played' ? STATUS_COLOURS.played : STATUS_COLOURS['bucket-list'],
            } as CSSProperties
          }
        />
      </Marker>
    ));
}
