import { earnsAchievements } from '../../achievements/after-write';
import { ghinManualEntrySchema } from '#shared/schemas/ghin';
import { PROFILE_WORDS } from '#shared/schemas/user';
import { inWords } from '../../lib/errors';
import { saveManualGhinNumber } from '../ghin-repository';
import { updateUserProfile } from '../../users/users-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * PUT /api/ghin/manual: the Manual Entry tab. The GHIN number and the index from the golfer's card go on the
 * profile; the index is the golfer's own figure (`handicap`), since Fescue did not read it from GHIN. Same
 * handicap rule as the profile: "+2.3" is a plus handicap. The number is the golfer's own note unless their
 * GHIN login proved that same number: nothing is read from GHIN here, and a typed number never is
 * (docs/architecture.md, "A GHIN number is read only once proved").
 */
export const saveManualEntry: SessionRoute = {
  auth: 'session',
  // A GHIN number and a handicap index are achievement rules (GHIN Synced, Single Digit).
  achievements: earnsAchievements,
  async handle(event, session) {
    const { ghinNumber, handicapIndex } = parseJsonBody(event, ghinManualEntrySchema);
    await saveManualGhinNumber(session.userId, ghinNumber, new Date());
    const user = await inWords(
      updateUserProfile(session.userId, {
        ghinNumber,
        ...(handicapIndex === undefined ? {} : { handicap: handicapIndex }),
      }),
      PROFILE_WORDS,
    );
    return json(200, user);
  },
};
