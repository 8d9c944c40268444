import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { cacheKeys } from '@/shared/api/cache-keys';
import { useToast } from '@/shared/ui/toast';
import { subscribeToAchievementNews, type AchievementNews } from '@/shared/api/achievement-events';

/**
 * The form shows its own toast ("Round Added Successfully", "Rating Submitted!") once the answer is read,
 * just after this news: the achievement waits for that toast to go, so it never hides the form's message.
 */
const AFTER_FORM_TOAST_MS = 60;

function toastOf({ earned, lost }: AchievementNews) {
  if (earned.length > 0) {
    const points = earned.reduce((sum, a) => sum + a.points, 0);
    const titles = earned.map((a) => a.title).join(', ');
    return {
      title: earned.length === 1 ? `Achievement Earned: ${titles}` : `${earned.length} Achievements Earned`,
      description: `${earned.length === 1 ? '' : `${titles}. `}+${points} prestige points. See them on the Leaderboard.`,
      variant: 'success' as const,
    };
  }
  const titles = lost.map((a) => a.title).join(', ');
  return {
    title: lost.length === 1 ? `Achievement Removed: ${titles}` : `${lost.length} Achievements Removed`,
    description: `${lost.length === 1 ? '' : `${titles}. `}The round that earned ${lost.length === 1 ? 'it' : 'them'} was deleted.`,
    variant: 'default' as const,
  };
}

/**
 * Mounted once in the signed-in shell: when a write earns or takes away an achievement, a toast says so and
 * the achievement screens load again. Any screen's write is covered without the forms knowing about it.
 */
export function AchievementAnnouncer() {
  const { toastAfterCurrent } = useToast();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      subscribeToAchievementNews((news) => {
        if (news.earned.length === 0 && news.lost.length === 0) return;
        void mutate((key) => typeof key === 'string' && key.startsWith(cacheKeys.achievements));
        setTimeout(() => toastAfterCurrent(toastOf(news)), AFTER_FORM_TOAST_MS);
      }),
    [mutate, toastAfterCurrent],
  );
  return null;
}
