import useSWR from 'swr';
import { tripsResponseSchema, type TripsResponse } from '#shared/trips/trip';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/trips: the golfer's trips, the latest first. */
export function useTrips() {
  return useSWR<TripsResponse, Error>(cacheKeys.trips, (path: string) => getJson(path, tripsResponseSchema));
}
