import {
  ghinNumberNotProvedMessage,
  ghinSettingsSchema,
  SCHEDULED_SYNC_UNAVAILABLE_MESSAGE,
} from '#shared/schemas/ghin';
import { getGhinLink, recordOperatorAccess, setScheduledSync } from '../ghin-repository';
import { ConflictError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { GhinApiError } from '../client/ghin-errors';
import { ghinClient } from '../ghin-api';
import { settleOperatorAccess } from '../operator-access';
import { hasOperatorCredential } from '../operator-credential';
import { ghinStatusOf } from './get-status';

export const NO_GHIN_NUMBER_MESSAGE =
  'Connect with your GHIN login first: scheduled sync reads only a GHIN number you proved.';

/**
 * PUT /api/ghin/settings: "Keep my GHIN data in sync". Turning it on needs this deployment's operator GHIN
 * account (scheduled syncs never use golfers' passwords) and a GHIN number the golfer's own GHIN login
 * proved: the worker reads it with the operator's account, which must never read a number someone only
 * typed. 409 names what is missing. Turning it on also asks GHIN for the golfer's consent to that account
 * (functions/ghin/operator-access.ts); when GHIN cannot be asked now, the setting is kept and the scheduled
 * worker asks. Answers the new status, with where the consent stands.
 */
export const updateGhinSettings: SessionRoute = {
  auth: 'session',
  achievements: { none: 'the sync schedule is in no achievement rule' },
  async handle(event, session) {
    const { syncEnabled } = parseJsonBody(event, ghinSettingsSchema);
    if (syncEnabled && !hasOperatorCredential()) throw new ConflictError(SCHEDULED_SYNC_UNAVAILABLE_MESSAGE);
    const outcome = await setScheduledSync(session.userId, syncEnabled);
    if (syncEnabled && !outcome.saved) {
      throw new ConflictError(
        outcome.ghinNumber ? ghinNumberNotProvedMessage(outcome.ghinNumber) : NO_GHIN_NUMBER_MESSAGE,
      );
    }
    if (syncEnabled) await askForConsent(session.userId, session.email);
    return json(200, await ghinStatusOf(session.userId));
  },
};

async function askForConsent(userId: string, sessionEmail: string | null): Promise<void> {
  const link = await getGhinLink(userId);
  const ghinNumber = link?.ghinNumber;
  if (!link || !ghinNumber || link.operatorAccess === 'approved') return;
  const now = new Date();
  // Turning it on again is the golfer asking again: an earlier refusal no longer stands.
  if (link.operatorAccess === 'refused') {
    await recordOperatorAccess(userId, { ghinNumber, state: 'not-requested', now });
  }
  try {
    const client = ghinClient();
    const vendorToken = await client.vendorToken();
    if (!vendorToken) return;
    await settleOperatorAccess(
      userId,
      { ghinNumber, operatorAccess: 'not-requested' },
      {
        client,
        vendorToken,
        now,
        statuses: () => client.operatorAccesses(vendorToken),
        email: () => Promise.resolve(link.ghinEmail ?? sessionEmail),
        askAgain: true,
      },
    );
  } catch (error) {
    if (!(error instanceof GhinApiError)) throw error;
    logger.warn('Could not ask GHIN for the operator account’s access; the scheduled worker asks', {
      error: error.message,
    });
  }
}
