import type { Achievement } from '#shared/schemas/achievement';
import { compareNames } from '#shared/format/compare-names';
import { compareText } from '#shared/passport/compare';

/** Earned cards in the order they were earned, the latest first (by title among the same day). */
export function byEarnedDate(a: Achievement, b: Achievement): number {
  return compareText(b.earnedDate ?? '', a.earnedDate ?? '') || compareNames(a.title, b.title);
}
