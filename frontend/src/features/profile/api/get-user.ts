import useSWR from 'swr';
import { userSchema, type User } from '#shared/schemas/user';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/user: the signed-in golfer's profile. */
export function getUser(): Promise<User> {
  return getJson(cacheKeys.user, userSchema);
}

export function useUser() {
  return useSWR<User, Error>(cacheKeys.user, getUser);
}
