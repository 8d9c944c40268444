import useSWR from 'swr';
import { roundListResponseSchema, type RoundListResponse } from '#shared/schemas/round';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** The most photos one request may ask for (the API's page limit). */
export const ROUND_PHOTOS_MAX = 100;

/**
 * GET /api/rounds?withPhoto=true: the golfer's rounds that have a photo, latest played first, `limit` of
 * them. Any round change refreshes it (refreshRoundDerivedData).
 */
export function useRoundPhotos(limit: number) {
  return useSWR<RoundListResponse, Error>(
    cacheKeys.rounds(`withPhoto=true&limit=${Math.min(limit, ROUND_PHOTOS_MAX)}`),
    (key: string) => getJson(key, roundListResponseSchema),
    {
      keepPreviousData: true,
    },
  );
}
