import useSWR from 'swr';
import { tripSchema, type Trip } from '#shared/trips/trip';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/trips/{id}: the plan with its courses and legs. */
export function useTrip(id: string) {
  return useSWR<Trip, Error>(cacheKeys.trip(id), (path: string) => getJson(path, tripSchema));
}
