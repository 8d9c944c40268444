import useSWR from 'swr';
import { communityOverviewSchema } from '#shared/schemas/community';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/community/overview: the stats row, Featured Members and Recent Activity. */
export function useCommunityOverview() {
  return useSWR(cacheKeys.communityOverview, (path: string) => getJson(path, communityOverviewSchema));
}
