// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { ACHIEVEMENT_CATEGORIES, RARITIES } from '../achievements/definitions';

/**
 * An achievement as shown (docs/product-rules.md#achievements); earnedDate is the YYYY-MM-DD of the round or
 * action that earned it.
 */
export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  points: z.number(),
  earned: z.boolean(),
  earnedDate: z.string().nullable(),
  progress: z.number(),
  maxProgress: z.number(),
  /** The progress in the golfer's terms where it is no count ("Best 81 · 79 or better needed"). */
  progressText: z.string().nullable().default(null),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementSummarySchema = z.object({
  earned: z.number(),
  inProgress: z.number(),
  total: z.number(),
  prestigePoints: z.number(),
  /** Earned over total, in percent (docs/product-rules.md#achievements). */
  masteryLevel: z.number(),
});
export type AchievementSummary = z.infer<typeof achievementSummarySchema>;

/** GET /api/achievements */
export const achievementsResponseSchema = z.object({
  summary: achievementSummarySchema,
  achievements: z.array(achievementSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

/** An achievement recommendation (docs/product-rules.md#achievements). */
export const achievementRecommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  points: z.number(),
  progress: z.number(),
  maxProgress: z.number(),
  progressText: z.string().nullable().default(null),
  estimatedCompletion: z.string(),
  reward: z.string(),
  nextSteps: z.array(z.string()),
});
export type AchievementRecommendation = z.infer<typeof achievementRecommendationSchema>;

/** GET /api/achievements/recommendations */
export const recommendationsResponseSchema = z.object({
  recommendations: z.array(achievementRecommendationSchema),
  /** The one the golfer pinned to their dashboard with Begin Quest, if any (even when earned since). */
  pinned: achievementRecommendationSchema.nullable(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** What a write changed: the achievements it earned and those it took away (a deleted round's). */
export const achievementChangesSchema = z.object({
  earned: z.array(z.object({ id: z.string(), title: z.string(), points: z.number() })),
  lost: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type AchievementChanges = z.infer<typeof achievementChangesSchema>;

export const ACHIEVEMENT_NOT_FOUND_MESSAGE = 'No achievement has that id';

/** PUT /api/achievements/quest: Begin Quest pins a recommendation to the dashboard; null unpins. */
export const questPinSchema = z.object({
  achievementId: z
    .string({ error: 'Choose an achievement to pin' })
    .trim()
    .min(1, { error: 'Choose an achievement to pin' })
    .max(60, { error: ACHIEVEMENT_NOT_FOUND_MESSAGE })
    .regex(/^[a-z0-9-]+$/, { error: ACHIEVEMENT_NOT_FOUND_MESSAGE })
    .nullable(),
});
