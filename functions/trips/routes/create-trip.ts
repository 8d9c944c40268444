import { ulid } from 'ulid';
import { tripInputSchema } from '#shared/trips/trip';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { createTrip as createStoredTrip } from '../trips-repository';
import { tripView } from '../trip-view';
import { coursesOfPlan, tripWords } from './trip-params';

/** POST /api/trips {name, startDate, endDate, stops?, lodging?, notes?}: the new trip (201). */
export const createTrip: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a plan is no golf played: no achievement counts trips' },
  async handle(event, session) {
    const input = parseJsonBody(event, tripInputSchema);
    const courses = await coursesOfPlan(input);
    const trip = await inWords(
      createStoredTrip(session.userId, ulid(), input, new Date().toISOString()),
      tripWords,
    );
    return json(201, tripView(trip, courses));
  },
};
