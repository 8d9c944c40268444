import type { GhinTestResult } from '../../../shared/schemas/ghin';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { GhinApiError } from '../client/ghin-errors';
import { ghinAccessFor } from '../ghin-access';
import { ghinClient } from '../ghin-api';

/**
 * POST /api/ghin/test (spec §7: success, needsApiAccess, message): reads the golfer's GHIN record with the
 * access Fescue has for them. Always 200 with what was found; needsApiAccess is always false, because
 * Fescue has no demonstration mode to fall back to.
 */
export const testGhinConnection: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const answer = (success: boolean, message: string) =>
      json(200, { success, needsApiAccess: false, message } satisfies GhinTestResult);
    try {
      const access = await ghinAccessFor(session.userId, new Date());
      if (!access) {
        return answer(
          false,
          'Not connected. Sign in with your GHIN number or email and password to connect.',
        );
      }
      const golfer = await ghinClient().findGolfer(access.token, access.ghinNumber);
      if (!golfer) return answer(false, `GHIN has no golfer with GHIN number ${access.ghinNumber}.`);
      const name = [golfer.first_name, golfer.last_name].filter(Boolean).join(' ');
      return answer(true, `Connected to GHIN${name ? ` as ${name}` : ''} (GHIN # ${access.ghinNumber}).`);
    } catch (error) {
      if (error instanceof GhinApiError) return answer(false, error.message);
      throw error;
    }
  },
};
