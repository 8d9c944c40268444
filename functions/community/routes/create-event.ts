import { recordOperatorAction } from '../../operations/audit-log';
import { ulid } from 'ulid';
import { EVENT_OPERATOR_ONLY_MESSAGE, createEventSchema } from '#shared/schemas/community';
import { createEvent as saveEvent } from '../events-repository';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';

/** POST /api/admin/events: an operator (Cognito group `admins`) creates an event. */
export const createEvent: SessionRoute = {
  auth: 'session',
  achievements: { none: 'an operator’s new event: no golfer holds a seat in it yet' },
  async handle(event, session) {
    if (!isOperator(session)) throw new ForbiddenError(EVENT_OPERATOR_ONLY_MESSAGE);
    const input = parseJsonBody(event, createEventSchema);
    const created = await saveEvent(ulid(), input);
    await recordOperatorAction(session, 'event-created', `${created.id} ${created.title}`);
    return json(201, { ...created, reserved: false });
  },
};
