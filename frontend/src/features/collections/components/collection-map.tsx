import { useMemo, useState } from 'react';
import type { CollectionCourse } from '#shared/collections/collection';
import { CourseMap, MapFallbackList, MapLegend, WORLD_WIDGET_VIEW, type MapPoint } from '@/features/map';

const STATUS = { played: 'played', 'bucket-list': 'bucket-list', unplayed: 'available' } as const;

/** The list on the map: played green, on the bucket list amber, the rest grey (the map's own colours). */
export function CollectionMap({ name, courses }: { name: string; courses: readonly CollectionCourse[] }) {
  const [failed, setFailed] = useState(false);
  const points = useMemo<MapPoint[]>(
    () =>
      courses.flatMap((course) =>
        course.latitude === null || course.longitude === null
          ? []
          : [
              {
                id: course.id,
                name: course.name,
                latitude: course.latitude,
                longitude: course.longitude,
                status: STATUS[course.status],
              },
            ],
      ),
    [courses],
  );
  const count = (status: CollectionCourse['status']) => courses.filter((c) => c.status === status).length;
  return (
    <section className="collection-map" aria-label={`Map of ${name}`}>
      {failed ? (
        <MapFallbackList points={points} />
      ) : (
        <CourseMap
          points={points}
          label={`Map of the ${points.length} courses of ${name}`}
          {...WORLD_WIDGET_VIEW}
          height="clamp(16rem, 42vh, 26rem)"
          fitToPoints
          popupDetail="full"
          onLoadError={() => setFailed(true)}
        />
      )}
      <MapLegend
        items={[
          { status: 'played', label: 'Played', count: count('played') },
          { status: 'bucket-list', label: 'On your bucket list', count: count('bucket-list') },
          { status: 'available', label: 'Not played yet', count: count('unplayed') },
        ]}
      />
    </section>
  );
}
