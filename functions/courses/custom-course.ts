import { placeCourse } from '#shared/geo/centroids';
import {
  DEFAULT_EXCLUSIVITY_BY_TYPE,
  DEFAULT_SLOPE,
  type CourseType,
  type DefaultableFigure,
} from '#shared/schemas/course';
import type { CreateCourse } from '#shared/schemas/course-requests';
import type { StoredCourse } from './course-items';
import { timeZoneAt } from '../lib/time-zone';
import { locationLabel } from './catalog/catalog-course';

/** "Alister MacKenzie, Robert Hunter" -> both names; a firm ("Coore & Crenshaw") stays one name. */
export function splitArchitects(architect: string | null | undefined): string[] {
  return (architect ?? '')
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * A golfer's custom course (docs/product-rules.md#courses): exclusivity by type, coordinates from the
 * centroid table (else 40, -74) with how they were found, slope 113 and no course rating unless given; the
 * figures that are defaults say so.
 */
export function buildCustomCourse(
  input: CreateCourse,
  context: { id: string; userId: string; now: string },
): StoredCourse {
  const state = input.state ?? null;
  const courseRating = input.courseRating ?? null;
  const { latitude, longitude, placement } = placeCourse({ city: input.city, state, country: input.country });
  const defaultedFigures: DefaultableFigure[] = [
    ...(input.slopeRating == null ? (['slopeRating'] as const) : []),
    'exclusivityRating',
  ];
  const architects = splitArchitects(input.architect);
  return {
    id: context.id,
    name: input.name,
    location: locationLabel(input.city, state, input.country),
    city: input.city,
    state,
    country: input.country,
    par: input.par,
    yardage: input.yardage ?? null,
    courseType: input.courseType,
    latitude,
    longitude,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: courseRating ?? 0,
    courseRating,
    slopeRating: input.slopeRating ?? DEFAULT_SLOPE,
    exclusivityRating: DEFAULT_EXCLUSIVITY_BY_TYPE[input.courseType],
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'custom',
    description: input.description ?? null,
    architect: architects.length > 0 ? architects.join(', ') : null,
    architects,
    architectYear: input.architectYear ?? null,
    settings: input.facts ?? [],
    championships: [],
    teeData: null,
    createdBy: context.userId,
    createdAt: context.now,
    updatedAt: context.now,
    placement,
    defaultedFigures,
    timeZone: timeZoneAt(latitude, longitude, placement.method),
  };
}

/** PATCH: the new architect and type of a course; the rest is kept. */
export function applyCourseUpdate(
  course: StoredCourse,
  update: { architect?: string | null; courseType?: CourseType },
  now: string,
): StoredCourse {
  const architects = update.architect === undefined ? course.architects : splitArchitects(update.architect);
  return {
    ...course,
    architects,
    architect: architects.length > 0 ? architects.join(', ') : null,
    courseType: update.courseType ?? course.courseType,
    updatedAt: now,
  };
}
