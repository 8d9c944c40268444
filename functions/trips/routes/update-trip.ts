import { tripInputSchema } from '#shared/trips/trip';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { replaceTrip } from '../trips-repository';
import { tripView } from '../trip-view';
import { coursesOfPlan, tripIdOf, tripWords } from './trip-params';

/**
 * PUT /api/trips/{id}: the whole plan replaced (a reorder sends the stops in their new order); 404 for a trip
 * that is not the golfer's, 409 when it changed since `expectedUpdatedAt`.
 */
export const updateTrip: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a plan is no golf played: no achievement counts trips' },
  async handle(event, session) {
    const tripId = tripIdOf(event);
    const input = parseJsonBody(event, tripInputSchema);
    const courses = await coursesOfPlan(input);
    const trip = await inWords(
      replaceTrip(session.userId, tripId, input, new Date().toISOString()),
      tripWords,
    );
    return json(200, tripView(trip, courses));
  },
};
