import { ghinManualEntrySchema } from '../../../shared/schemas/ghin';
import { saveManualGhinNumber } from '../../data/ghin-repository';
import { updateUserProfile } from '../../data/users-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * PUT /api/ghin/manual: the Manual Entry tab. The GHIN number and the index from the golfer's card go on the
 * profile (the seed kept them only in the browser); the index is the golfer's own figure (`handicap`), since
 * Fescue did not read it from GHIN. Same handicap rule as the profile: "+2.3" is a plus handicap.
 */
export const saveManualEntry: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { ghinNumber, handicapIndex } = parseJsonBody(event, ghinManualEntrySchema);
    await saveManualGhinNumber(session.userId, ghinNumber, new Date());
    const user = await updateUserProfile(session.userId, {
      ghinNumber,
      ...(handicapIndex === undefined ? {} : { handicap: handicapIndex }),
    });
    return json(200, user);
  },
};
