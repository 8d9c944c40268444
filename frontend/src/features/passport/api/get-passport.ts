import useSWR from 'swr';
import { localToday, passportSchema } from '#shared/schemas/passport';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/**
 * GET /api/user/passport for the golfer's own calendar day (current streaks end on it). On a prerendered
 * Passport the request waits for the session check (app/prerender/wait-for-session.ts).
 */
export function usePassport() {
  return useSWR(cacheKeys.passport(localToday()), (path: string) => getJson(path, passportSchema));
}
