import { ACHIEVEMENTS, type AchievementDefinition } from './definitions';
import { standingsOf, type RuleStanding } from './rules';
import type { GolferFigures } from './golfer-facts';
import type { Achievement, AchievementRecommendation, AchievementSummary } from '../schemas/achievement';

export type { RuleStanding } from './rules';

export function standings(figures: GolferFigures): RuleStanding<AchievementDefinition>[] {
  return standingsOf(ACHIEVEMENTS, figures);
}

export { metAchievementIds } from './rules';

/**
 * The 40 as the screen shows them. Earned means an unlock is stored (with the day of the round that first
 * reached it in the order played, or of the action that crossed the line), so a read shows the stored date;
 * the server stores, re-dates and removes unlocks as the golfer's writes change what they reach
 * (functions/achievements/reconcile-achievements.ts).
 */
export function achievementViews(
  figures: GolferFigures,
  unlocks: ReadonlyMap<string, string>,
): Achievement[] {
  return standings(figures).map(({ definition, progress, maxProgress, text }) => {
    const earnedDate = unlocks.get(definition.id) ?? null;
    return {
      id: definition.id,
      title: definition.title,
      description: definition.description,
      category: definition.category,
      rarity: definition.rarity,
      points: definition.points,
      earned: earnedDate !== null,
      earnedDate,
      progress: earnedDate !== null ? maxProgress : progress,
      maxProgress,
      progressText: earnedDate !== null ? null : (text ?? null),
    };
  });
}

/**
 * docs/product-rules.md#achievements: earned, in progress (not earned, progress above zero), points of the
 * earned, earned over total.
 */
export function summarize(achievements: readonly Achievement[]): AchievementSummary {
  const earned = achievements.filter((a) => a.earned);
  return {
    earned: earned.length,
    inProgress: achievements.filter((a) => !a.earned && a.progress > 0).length,
    total: achievements.length,
    prestigePoints: earned.reduce((sum, a) => sum + a.points, 0),
    masteryLevel: achievements.length === 0 ? 0 : Math.round((earned.length / achievements.length) * 100),
  };
}

/**
 * "about 3 months at your pace": the time left at the rate the golfer has moved on this measure since
 * their first round (progress over months active).
 */
export function paceEstimate(progress: number, remaining: number, monthsActive: number): string {
  if (progress <= 0) return 'Start with your next round';
  const months = remaining / (progress / Math.max(1, monthsActive));
  if (months < 0.75) {
    const weeks = Math.max(1, Math.round(months * 4.35));
    return `about ${weeks} ${weeks === 1 ? 'week' : 'weeks'} at your pace`;
  }
  if (months < 18) {
    const whole = Math.max(1, Math.round(months));
    return `about ${whole} ${whole === 1 ? 'month' : 'months'} at your pace`;
  }
  const years = Math.round(months / 12);
  return `about ${years} years at your pace`;
}

export const RECOMMENDATION_LIMIT = 6;

/** One achievement as a recommendation: the time left at the golfer's pace, the reward, what to do next. */
export function toRecommendation(
  achievement: Achievement,
  figures: GolferFigures,
): AchievementRecommendation | undefined {
  const definition = ACHIEVEMENTS.find((candidate) => candidate.id === achievement.id);
  if (!definition) return undefined;
  const remaining = Math.max(0, achievement.maxProgress - achievement.progress);
  return {
    id: achievement.id,
    title: achievement.title,
    description: achievement.description,
    category: achievement.category,
    rarity: achievement.rarity,
    points: achievement.points,
    progress: achievement.progress,
    maxProgress: achievement.maxProgress,
    progressText: achievement.progressText,
    estimatedCompletion: achievement.earned
      ? 'Earned'
      : definition.estimate.kind === 'pace'
        ? paceEstimate(achievement.progress, remaining, figures.monthsActive)
        : definition.estimate.text,
    reward: `The ${achievement.title} badge and ${achievement.points} prestige points`,
    nextSteps: definition.nextSteps(remaining),
  };
}

/**
 * The nearest unearned achievements with real progress (docs/product-rules.md#achievements): the largest
 * share done first, then the fewest points (the quicker win).
 */
export function recommendations(
  figures: GolferFigures,
  achievements: readonly Achievement[],
  limit = RECOMMENDATION_LIMIT,
): AchievementRecommendation[] {
  return achievements
    .filter((a) => !a.earned && a.progress > 0 && a.progress < a.maxProgress)
    .sort((a, b) => b.progress / b.maxProgress - a.progress / a.maxProgress || a.points - b.points)
    .slice(0, limit)
    .flatMap((achievement) => toRecommendation(achievement, figures) ?? []);
}
