import {
  ghinNumberNotProvedMessage,
  ghinSettingsSchema,
  SCHEDULED_SYNC_UNAVAILABLE_MESSAGE,
} from '../../../shared/schemas/ghin';
import { setScheduledSync } from '../../data/ghin-repository';
import { ConflictError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { hasOperatorCredential } from '../operator-credential';
import { ghinStatusOf } from './get-status';

export const NO_GHIN_NUMBER_MESSAGE =
  'Connect with your GHIN login first: scheduled sync reads only a GHIN number you proved.';

/**
 * PUT /api/ghin/settings: "Keep my GHIN data in sync". Turning it on needs this deployment's operator GHIN
 * account (scheduled syncs never use golfers' passwords) and a GHIN number the golfer's own GHIN login
 * proved: the worker reads it with the operator's account, which must never read a number someone only
 * typed. 409 names what is missing. Answers the new status.
 */
export const updateGhinSettings: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { syncEnabled } = parseJsonBody(event, ghinSettingsSchema);
    if (syncEnabled && !hasOperatorCredential()) throw new ConflictError(SCHEDULED_SYNC_UNAVAILABLE_MESSAGE);
    const outcome = await setScheduledSync(session.userId, syncEnabled);
    if (syncEnabled && !outcome.saved) {
      throw new ConflictError(
        outcome.ghinNumber ? ghinNumberNotProvedMessage(outcome.ghinNumber) : NO_GHIN_NUMBER_MESSAGE,
      );
    }
    return json(200, await ghinStatusOf(session.userId));
  },
};
