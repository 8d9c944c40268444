import { planLegs, type PlanPoint } from '#shared/trips/legs';
import type { Trip, TripCourse, TripSummary } from '#shared/trips/trip';
import { getCourseItemsByIds } from '../courses/courses-repository';
import type { StoredTrip } from './trips-repository';

const COURSE_FIELDS = ['name', 'city', 'state', 'country', 'latitude', 'longitude'] as const;

function toTripCourse(item: Record<string, unknown>): TripCourse {
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    id: String(item.id),
    name: String(item.name),
    city: String(item.city ?? ''),
    state: typeof item.state === 'string' ? item.state : null,
    country: String(item.country ?? ''),
    latitude: number(item.latitude),
    longitude: number(item.longitude),
  };
}

/** The courses of a trip's stops, one BatchGetItem (a course gone from the catalog is null). */
export async function tripCourses(trip: Pick<StoredTrip, 'stops'>): Promise<Map<string, TripCourse>> {
  const items = await getCourseItemsByIds(
    trip.stops.map((stop) => stop.courseId),
    COURSE_FIELDS,
  );
  return new Map([...items].map(([id, item]) => [id, toTripCourse(item)]));
}

/**
 * The plan as the trip page shows it: each stop with its course, and the legs in the plan's order from the
 * lodging (when there is one) through each course, as straight-line distances (shared/trips/legs.ts).
 */
export function tripView(trip: StoredTrip, courses: ReadonlyMap<string, TripCourse>): Trip {
  const stops = trip.stops.map((stop) => ({ ...stop, course: courses.get(stop.courseId) ?? null }));
  const points: PlanPoint[] = [
    ...(trip.lodging
      ? [
          {
            label: trip.lodging.name,
            point: { latitude: trip.lodging.latitude, longitude: trip.lodging.longitude },
          },
        ]
      : []),
    ...stops.map((stop) => ({
      label: stop.course?.name ?? 'A course no longer in the catalog',
      point:
        stop.course && stop.course.latitude !== null && stop.course.longitude !== null
          ? { latitude: stop.course.latitude, longitude: stop.course.longitude }
          : null,
    })),
  ];
  const { legs, totalMiles, totalKilometres } = planLegs(points);
  return {
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    stops,
    lodging: trip.lodging,
    notes: trip.notes,
    sharePhotos: trip.sharePhotos,
    legs,
    totalMiles,
    totalKilometres,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}

export function tripSummary(trip: StoredTrip): TripSummary {
  return {
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    courseCount: new Set(trip.stops.map((stop) => stop.courseId)).size,
  };
}
