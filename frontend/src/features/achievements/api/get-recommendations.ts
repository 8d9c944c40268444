import useSWR from 'swr';
import { recommendationsResponseSchema } from '#shared/schemas/achievement';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/achievements/recommendations: the nearest achievements and the quest pinned with Begin Quest. */
export function useRecommendations() {
  return useSWR(cacheKeys.recommendations, (path: string) => getJson(path, recommendationsResponseSchema));
}
