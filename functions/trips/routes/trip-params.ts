import {
  TRIP_CHANGED_MESSAGE,
  TRIP_LIMIT_MESSAGE,
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamSchema,
  type TripInput,
} from '#shared/trips/trip';
import { BadRequestError } from '../../lib/errors';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { tripCourses } from '../trip-view';

/** The {id} of /api/trips/{id}. */
export function tripIdOf(event: HttpEvent): string {
  return parsePathParams(event, tripIdParamSchema).id;
}

/** The golfer's words for what the trips repository may refuse (its domain errors' reasons). */
export const tripWords = {
  trip: TRIP_NOT_FOUND_MESSAGE,
  'trip-limit': TRIP_LIMIT_MESSAGE,
  'trip-changed': TRIP_CHANGED_MESSAGE,
} as const;

export const UNKNOWN_COURSE_MESSAGE = 'A course of this trip is not in the catalog: choose it again';

/** The plan's courses, read once; a stop naming no course is refused (400) before anything is written. */
export async function coursesOfPlan(input: TripInput) {
  const courses = await tripCourses(input);
  const missing = input.stops.findIndex((stop) => !courses.has(stop.courseId));
  if (missing >= 0)
    throw new BadRequestError(UNKNOWN_COURSE_MESSAGE, {
      [`stops.${missing}.courseId`]: UNKNOWN_COURSE_MESSAGE,
    });
  return courses;
}
