import useSWR from 'swr';
import { tripReportSchema, type TripReport } from '#shared/trips/report';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/trips/{id}/report: the rounds of the trip's days and what they brought. */
export function useTripReport(id: string, enabled: boolean) {
  return useSWR<TripReport, Error>(enabled ? cacheKeys.tripReport(id) : null, (path: string) =>
    getJson(path, tripReportSchema),
  );
}
