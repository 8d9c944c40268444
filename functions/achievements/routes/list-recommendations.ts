import { recommendations, toRecommendation } from '#shared/achievements/evaluate';
import type { RecommendationsResponse } from '#shared/schemas/achievement';
import { getQuest } from '../achievements-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { readAchievements } from '../read-achievements';

/** GET /api/achievements/recommendations: the nearest unearned achievements, and the pinned quest. */
export const listRecommendations: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const [{ achievements, figures }, pinnedId] = await Promise.all([
      readAchievements(session.userId),
      getQuest(session.userId),
    ]);
    const pinnedAchievement = achievements.find((achievement) => achievement.id === pinnedId);
    const body: RecommendationsResponse = {
      recommendations: recommendations(figures, achievements),
      pinned: pinnedAchievement ? (toRecommendation(pinnedAchievement, figures) ?? null) : null,
    };
    return json(200, body);
  },
};
