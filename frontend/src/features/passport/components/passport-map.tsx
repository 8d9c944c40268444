import { useState } from 'react';
import type { Destination } from '#shared/schemas/passport';
import {
  CourseMap,
  MapFallbackList,
  MapLegend,
  WORLD_WIDGET_VIEW,
  type MapBounds,
  type MapPoint,
} from '@/features/map';

/** The Map View tab: the shared map with the filtered destinations (played green, wishlist amber). */
export function PassportMap({
  destinations,
  onBoundsChange,
}: {
  destinations: Destination[];
  /** What the map shows after each pan or zoom; null when it could not load (every destination counts). */
  onBoundsChange: (bounds: MapBounds | null) => void;
}) {
  const [failed, setFailed] = useState(false);
  const points: MapPoint[] = destinations
    .filter((d) => d.latitude !== null && d.longitude !== null)
    .map((d) => ({
      id: d.id,
      name: d.name,
      latitude: d.latitude ?? 0,
      longitude: d.longitude ?? 0,
      status: d.status === 'played' ? 'played' : 'bucket-list',
      playedWithoutRound: d.playedWithoutRound,
      city: d.city,
      state: d.state,
      country: d.country,
      par: d.par,
      yardage: d.yardage,
      courseType: d.courseType,
      exclusivityRating: d.exclusivityRating,
      architect: d.architect,
    }));
  return (
    <div className="passport-map">
      {failed ? (
        <MapFallbackList points={points} />
      ) : (
        <CourseMap
          points={points}
          label={`Map of your ${points.length} destinations`}
          {...WORLD_WIDGET_VIEW}
          fitToPoints
          onBoundsChange={onBoundsChange}
          onLoadError={() => {
            setFailed(true);
            onBoundsChange(null);
          }}
        />
      )}
      <MapLegend
        items={[
          { status: 'played', label: 'Played', count: points.filter((p) => p.status === 'played').length },
          {
            status: 'bucket-list',
            label: 'Bucket List',
            count: points.filter((p) => p.status !== 'played').length,
          },
        ]}
      />
    </div>
  );
}
