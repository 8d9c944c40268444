import useSWR from 'swr';
import { cardStatisticsSchema, courseHolesResponseSchema } from '#shared/scorecards/card-stats';
import { getJson } from '@/shared/api/http';
import { cacheKeys } from '@/shared/api/cache-keys';

/** GET /api/user/card-stats: what the golfer's scorecards tell (docs/product-rules.md#what-the-cards-tell). */
export function useCardStats() {
  return useSWR(cacheKeys.cardStats, (path: string) => getJson(path, cardStatisticsSchema));
}

/** GET /api/courses/{id}/my-holes: the golfer's hardest and easiest hole at a course. */
export function useMyCourseHoles(courseId: string) {
  return useSWR(cacheKeys.myCourseHoles(courseId), (path: string) =>
    getJson(path, courseHolesResponseSchema),
  );
}
