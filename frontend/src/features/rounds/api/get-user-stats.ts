import useSWR from 'swr';
import { userStatsSchema } from '#shared/schemas/round';
import { getJson } from '@/shared/api/http';
import { cacheKeys } from '@/shared/api/cache-keys';

/** GET /api/user/stats: totals, best and 18-hole average score (docs/product-rules.md#stats). */
export function useUserStats() {
  return useSWR(cacheKeys.userStats, (path: string) => getJson(path, userStatsSchema));
}
