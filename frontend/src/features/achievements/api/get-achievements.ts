import useSWR from 'swr';
import { achievementsResponseSchema } from '#shared/schemas/achievement';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/achievements: the 41 with progress and earned dates, and the four summary figures. */
export function useAchievements() {
  return useSWR(cacheKeys.achievements, (path: string) => getJson(path, achievementsResponseSchema));
}
