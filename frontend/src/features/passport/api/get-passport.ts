import useSWR from 'swr';
import { localToday, passportSchema } from '../../../../../shared/schemas/passport';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { getJson } from '../../../shared/api/http';

/**
 * GET /api/user/passport for the golfer's own calendar day (current streaks end on it). Not asked while
 * `enabled` is false: a prerendered Passport waits for the session check, which may find nobody signed in.
 */
export function usePassport(enabled = true) {
  const key = enabled ? `${cacheKeys.passport}?today=${localToday()}` : null;
  return useSWR(key, (path: string) => getJson(path, passportSchema));
}
