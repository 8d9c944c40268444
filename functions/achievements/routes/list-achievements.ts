import { achievementViews, summarize } from '#shared/achievements/evaluate';
import type { AchievementsResponse } from '#shared/schemas/achievement';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { reconcileAchievements, todayUtc } from '../reconcile-achievements';

/**
 * GET /api/achievements: the 40 with progress, earned dates and the four summary figures. A rule met by
 * data written before its unlock was stored (older rounds) is stored now, dated by the round that reached it
 * (or today, for a rule the rounds do not decide).
 */
export const listAchievements: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const { figures, unlocks } = await reconcileAchievements(session.userId, {
      date: todayUtc(),
      roundId: null,
    });
    const achievements = achievementViews(figures, unlocks);
    const body: AchievementsResponse = { summary: summarize(achievements), achievements };
    return json(200, body);
  },
};
