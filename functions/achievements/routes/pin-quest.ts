import { ACHIEVEMENTS } from '#shared/achievements/definitions';
import { ACHIEVEMENT_NOT_FOUND_MESSAGE, questPinSchema } from '#shared/schemas/achievement';
import { putQuest } from '../achievements-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** PUT /api/achievements/quest: Begin Quest pins an achievement to the dashboard; `null` unpins it. */
export const pinQuest: SessionRoute = {
  auth: 'session',
  achievements: { none: 'pinning a quest only chooses which achievement the page follows' },
  async handle(event, session) {
    const { achievementId } = parseJsonBody(event, questPinSchema);
    if (achievementId !== null && !ACHIEVEMENTS.some((definition) => definition.id === achievementId)) {
      throw new NotFoundError(ACHIEVEMENT_NOT_FOUND_MESSAGE);
    }
    await putQuest(session.userId, achievementId);
    return json(200, { pinnedId: achievementId });
  },
};
