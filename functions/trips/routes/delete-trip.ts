import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { deleteTrip as deleteStoredTrip } from '../trips-repository';
import { tripIdOf, tripWords } from './trip-params';

/** DELETE /api/trips/{id}: the trip is gone (its rounds stay); 404 for a trip that is not the golfer's. */
export const deleteTrip: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a plan is no golf played: no achievement counts trips' },
  async handle(event, session) {
    const tripId = tripIdOf(event);
    await inWords(deleteStoredTrip(session.userId, tripId), tripWords);
    return json(200, { deleted: true, id: tripId });
  },
};
