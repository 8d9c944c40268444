import { achievementViews } from '#shared/achievements/evaluate';
import { deriveFigures, type GolferFigures } from '#shared/achievements/golfer-facts';
import type { Achievement } from '#shared/schemas/achievement';
import { getGolferFacts, listUnlocks } from './achievements-repository';
import { todayUtc } from './reconcile-achievements';

/** The golfer's achievements as stored and measured now, without writing (recommendations, quests). */
export async function readAchievements(
  userId: string,
): Promise<{ achievements: Achievement[]; figures: GolferFigures }> {
  const [{ facts }, unlocks] = await Promise.all([getGolferFacts(userId, todayUtc()), listUnlocks(userId)]);
  const figures = deriveFigures(facts);
  return {
    figures,
    achievements: achievementViews(
      figures,
      new Map(unlocks.map((unlock) => [unlock.achievementId, unlock.unlockedAt])),
    ),
  };
}
