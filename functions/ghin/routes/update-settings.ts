import { ghinSettingsSchema, SCHEDULED_SYNC_UNAVAILABLE_MESSAGE } from '../../../shared/schemas/ghin';
import { setScheduledSync } from '../../data/ghin-repository';
import { ConflictError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { hasOperatorCredential } from '../operator-credential';
import { ghinStatusOf } from './get-status';

export const NO_GHIN_NUMBER_MESSAGE = 'Connect GHIN or enter your GHIN number first.';

/**
 * PUT /api/ghin/settings: "Keep my GHIN data in sync". Turning it on needs this deployment's operator GHIN
 * account (scheduled syncs never use golfers' passwords) and a GHIN number on the golfer's link: 409 names
 * which is missing. Answers the new status.
 */
export const updateGhinSettings: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { syncEnabled } = parseJsonBody(event, ghinSettingsSchema);
    if (syncEnabled && !hasOperatorCredential()) throw new ConflictError(SCHEDULED_SYNC_UNAVAILABLE_MESSAGE);
    const saved = await setScheduledSync(session.userId, syncEnabled);
    if (!saved && syncEnabled) throw new ConflictError(NO_GHIN_NUMBER_MESSAGE);
    return json(200, await ghinStatusOf(session.userId));
  },
};
