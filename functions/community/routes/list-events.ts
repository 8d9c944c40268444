import type { GolfEvent } from '#shared/schemas/community';
import { listMyReservationIds, listUpcomingEvents } from '../events-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { todayUtc } from '../../achievements/reconcile-achievements';

const EVENTS_SHOWN = 50;

/** GET /api/events: upcoming events, soonest first, with seats filled and whether the golfer holds one. */
export const listEvents: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const [events, mine] = await Promise.all([
      listUpcomingEvents(todayUtc(), EVENTS_SHOWN),
      listMyReservationIds(session.userId),
    ]);
    const body: { events: GolfEvent[] } = {
      events: events.map((event) => ({ ...event, reserved: mine.has(event.id) })),
    };
    return json(200, body);
  },
};
