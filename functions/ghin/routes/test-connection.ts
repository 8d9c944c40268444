import { ghinNumberNotProvedMessage, type GhinTestResult } from '#shared/schemas/ghin';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { GhinApiError } from '../client/ghin-errors';
import { ghinReachFor } from '../ghin-access';
import { ghinClient } from '../ghin-api';

/**
 * POST /api/ghin/test (success, needsApiAccess, message): reads the golfer's GHIN record with the access
 * Fescue has for them. Always 200 with what was found; needsApiAccess is always false, because Fescue has no
 * demonstration mode to fall back to. A number the golfer only typed is not looked up at all: GHIN's answer
 * would name whoever owns it (docs/architecture.md, "A GHIN number is read only once proved").
 */
export const testGhinConnection: SessionRoute = {
  auth: 'session',
  achievements: { none: 'it checks a GHIN login and stores nothing' },
  async handle(_event, session) {
    const answer = (success: boolean, message: string) =>
      json(200, { success, needsApiAccess: false, message } satisfies GhinTestResult);
    try {
      const reach = await ghinReachFor(session.userId, new Date());
      if (reach.kind === 'unproved') return answer(false, ghinNumberNotProvedMessage(reach.ghinNumber));
      if (reach.kind !== 'access') {
        return answer(
          false,
          'Not connected. Sign in with your GHIN number or email and password to connect.',
        );
      }
      const { access } = reach;
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
