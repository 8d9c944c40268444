import useSWR from 'swr';
import { nearbyResponseSchema, type NearbyResponse } from '#shared/trips/nearby';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** GET /api/courses/nearby: every course within the radius, the bucket list first. */
export function useNearbyCourses(search: NearbySearch | null) {
  const query = search
    ? new URLSearchParams({
        latitude: search.latitude.toFixed(4),
        longitude: search.longitude.toFixed(4),
        radiusMiles: String(search.radiusMiles),
      }).toString()
    : null;
  return useSWR<NearbyResponse, Error>(query ? cacheKeys.nearbyCourses(query) : null, (path: string) =>
    getJson(path, nearbyResponseSchema),
  );
}
