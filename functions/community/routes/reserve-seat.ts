import { earnsAchievements } from '../../achievements/after-write';
import {
  ALREADY_RESERVED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_STARTED_MESSAGE,
  PREMIUM_ONLY_MESSAGE,
  SOLD_OUT_MESSAGE,
  eventIdParamSchema,
  isEventOpenForReservation,
} from '#shared/schemas/community';
import { getEvent, reserveSeat as takeSeat, type SeatMiss, type SeatRefusal } from '../events-repository';
import { inWords } from '../../lib/errors';
import { getUserById } from '../../users/users-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { todayUtc } from '../../achievements/reconcile-achievements';

const seatWords: Record<SeatRefusal | Extract<SeatMiss, 'event'>, string> = {
  'already-reserved': ALREADY_RESERVED_MESSAGE,
  'event-started': EVENT_STARTED_MESSAGE,
  'sold-out': SOLD_OUT_MESSAGE,
  event: EVENT_NOT_FOUND_MESSAGE,
};

/**
 * POST /api/events/{id}/reservation: Reserve Spot. 404 for an unknown event; 409 for one that has started
 * (the list shows only upcoming events, and a past one could be reserved by its id); 403 for a premium-only
 * event and a golfer who is not premium; 409 when sold out or already reserved. Answers the event as it is now.
 */
export const reserveSeat: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const { id } = parsePathParams(event, eventIdParamSchema);
    const [golfEvent, user] = await Promise.all([getEvent(id), getUserById(session.userId)]);
    if (!golfEvent) throw new NotFoundError(EVENT_NOT_FOUND_MESSAGE);
    const today = todayUtc();
    if (!isEventOpenForReservation(golfEvent, today)) throw new ConflictError(EVENT_STARTED_MESSAGE);
    if (golfEvent.isPremiumOnly && user?.isPremium !== true) throw new ForbiddenError(PREMIUM_ONLY_MESSAGE);
    await inWords(takeSeat(id, session.userId, today), seatWords);
    const now = await getEvent(id);
    return json(200, { event: { ...(now ?? golfEvent), reserved: true } });
  },
};
