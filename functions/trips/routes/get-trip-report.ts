import { TRIP_NOT_FOUND_MESSAGE } from '#shared/trips/trip';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { tripReport } from '../trip-report';
import { getTrip } from '../trips-repository';
import { tripIdOf } from './trip-params';

/** GET /api/trips/{id}/report: the rounds of the trip's days and what they brought; 404 if not the golfer's. */
export const getTripReport: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const trip = await getTrip(session.userId, tripIdOf(event));
    if (!trip) throw new NotFoundError(TRIP_NOT_FOUND_MESSAGE);
    return json(200, await tripReport(session.userId, trip));
  },
};
