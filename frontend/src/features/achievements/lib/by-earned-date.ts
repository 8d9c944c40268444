import type { Achievement } from '#shared/schemas/achievement';

/** Earned cards in the order they were earned, the latest first (by title among the same day). */
export function byEarnedDate(a: Achievement, b: Achievement): number {
  return (b.earnedDate ?? '').localeCompare(a.earnedDate ?? '') || a.title.localeCompare(b.title);
}
