import { earnsAchievements } from '../../achievements/after-write';
import { profileUpdateSchema } from '../../../shared/schemas/user';
import { updateUserProfile } from '../users-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** PATCH /api/user/profile: the signed-in user edits their own profile; a userId in the body is dropped. */
export const updateProfile: SessionRoute = {
  auth: 'session',
  // The GHIN number and handicap index are achievement rules (GHIN Synced, Single Digit).
  achievements: earnsAchievements,
  async handle(event, session) {
    const update = parseJsonBody(event, profileUpdateSchema);
    const user = await updateUserProfile(session.userId, update);
    return json(200, user);
  },
};
