import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { TRIP_NOT_FOUND_MESSAGE } from '#shared/trips/trip';
import { getTrip as getStoredTrip } from '../trips-repository';
import { tripCourses, tripView } from '../trip-view';
import { tripIdOf } from './trip-params';

/** GET /api/trips/{id}: the plan with its courses and legs; 404 for a trip that is not the golfer's. */
export const getTrip: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const trip = await getStoredTrip(session.userId, tripIdOf(event));
    if (!trip) throw new NotFoundError(TRIP_NOT_FOUND_MESSAGE);
    return json(200, tripView(trip, await tripCourses(trip)));
  },
};
