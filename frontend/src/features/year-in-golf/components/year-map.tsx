import { useState } from 'react';
import type { YearFigures } from '#shared/year-in-golf/year-in-golf-schema';
import { CourseMap, MapFallbackList, MapLegend, WORLD_WIDGET_VIEW, type MapPoint } from '@/features/map';

/** The year's map: the shared map framed on the courses played that year. */
export function YearMap({ year, figures }: { year: number; figures: YearFigures }) {
  const [failed, setFailed] = useState(false);
  const points: MapPoint[] = figures.courses.flatMap((course) =>
    course.latitude !== null && course.longitude !== null
      ? [
          {
            id: course.id,
            name: course.name,
            latitude: course.latitude,
            longitude: course.longitude,
            status: 'played' as const,
            city: course.city,
            state: course.state,
            country: course.country,
          },
        ]
      : [],
  );
  return (
    <section aria-labelledby="year-map-title" className="year-panel year-map">
      <h2 id="year-map-title" className="year-panel__title">
        Where you played in {year}
      </h2>
      {failed ? (
        <MapFallbackList points={points} />
      ) : (
        <CourseMap
          points={points}
          label={`Map of the ${points.length === 1 ? 'course' : `${points.length} courses`} you played in ${year}`}
          {...WORLD_WIDGET_VIEW}
          height="min(60vh, 420px)"
          fitToPoints
          deferUntilVisible
          onLoadError={() => setFailed(true)}
        />
      )}
      <MapLegend items={[{ status: 'played', label: `Played in ${year}`, count: points.length }]} />
    </section>
  );
}
