import { earnsAchievements } from '../../achievements/after-write';
import {
  EVENT_NOT_FOUND_MESSAGE,
  NO_RESERVATION_MESSAGE,
  eventIdParamSchema,
} from '#shared/schemas/community';
import { inWords } from '../../lib/errors';
import { cancelSeat as giveBackSeat, getEvent, type SeatMiss } from '../events-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** DELETE /api/events/{id}/reservation: the golfer gives their seat back. 404 when they hold none. */
export const cancelSeat: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const { id } = parsePathParams(event, eventIdParamSchema);
    await inWords(giveBackSeat(id, session.userId), {
      reservation: NO_RESERVATION_MESSAGE,
    } satisfies Partial<Record<SeatMiss, string>>);
    const now = await getEvent(id);
    if (!now) throw new NotFoundError(EVENT_NOT_FOUND_MESSAGE);
    return json(200, { event: { ...now, reserved: false } });
  },
};
