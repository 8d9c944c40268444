import { Compass, Flag, Landmark, Plane, Sparkles, Users, type LucideIcon } from 'lucide-react';
import type { AchievementCategory } from '#shared/achievements/definitions';

const icons: Record<AchievementCategory, LucideIcon> = {
  travel: Plane,
  course: Flag,
  performance: Sparkles,
  community: Users,
  architecture: Landmark,
  lifestyle: Compass,
};

export function CategoryIcon({ category }: { category: AchievementCategory }) {
  const Icon = icons[category];
  return (
    <span className={`achievement-icon achievement-icon--${category}`} aria-hidden="true">
      <Icon />
    </span>
  );
}
