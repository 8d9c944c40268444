import type { TripsResponse } from '#shared/trips/trip';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { listTrips as listStoredTrips } from '../trips-repository';
import { tripSummary } from '../trip-view';

/** GET /api/trips: the golfer's trips, the latest first. */
export const listTrips: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const trips = (await listStoredTrips(session.userId)).sort(
      (a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id),
    );
    return json(200, { trips: trips.map(tripSummary) } satisfies TripsResponse);
  },
};
