import useSWR from 'swr';
import { yearInGolfSchema } from '#shared/year-in-golf/year-in-golf-schema';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/**
 * GET /api/user/year-in-golf: one year's figures and every year with rounds; `year` null asks for the latest
 * year with rounds. The previous year's answer stays on screen while the next loads, so switching years does
 * not flash the skeleton.
 */
export function useYearInGolf(year: number | null) {
  return useSWR(
    cacheKeys.yearInGolf(year === null ? '' : `year=${year}`),
    (path: string) => getJson(path, yearInGolfSchema),
    { keepPreviousData: true },
  );
}
