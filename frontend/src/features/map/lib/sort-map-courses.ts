import type { MapStatus } from '#shared/schemas/course-map';
import type { MapPoint } from '../components/course-map-types';
import { onFirstUse } from '#shared/format/on-first-use';

const STATUS_ORDER: Record<MapStatus, number> = { played: 0, 'bucket-list': 1, available: 2 };
const byName = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/**
 * The Full Map's course list order: the golfer's own courses first (played, then bucket list), then the rest
 * of the catalog, each group by name. A new array; the map's own order (by latitude) is left as it is.
 */
export function sortMapCourses(points: readonly MapPoint[]): MapPoint[] {
  return [...points].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName().compare(a.name, b.name),
  );
}
