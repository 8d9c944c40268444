import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { leaderboardOptInSchema, leaderboardResponseSchema } from '#shared/schemas/community';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson, sendJson } from '@/shared/api/http';

/** GET /api/achievements/leaderboard: opted-in golfers by prestige points, and the golfer's own choice. */
export function useLeaderboard() {
  return useSWR(cacheKeys.leaderboard, (path: string) => getJson(path, leaderboardResponseSchema));
}

/** PUT /api/achievements/leaderboard: appear on the leaderboard or leave it (off by default). */
export function useSetLeaderboardOptIn() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    cacheKeys.leaderboard,
    (path: string, { arg }: { arg: boolean }) =>
      sendJson('PUT', path, leaderboardOptInSchema.parse({ optIn: arg }), leaderboardResponseSchema),
    {
      throwOnError: true,
      populateCache: true,
      revalidate: false,
      onSuccess: () => {
        void mutate(cacheKeys.achievements);
        void mutate(cacheKeys.communityOverview);
      },
    },
  );
}
