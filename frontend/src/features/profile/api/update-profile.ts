import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ProfileUpdate } from '#shared/schemas/user';
import { userSchema, type User } from '#shared/schemas/user';
import { cacheKeys } from '@/shared/api/cache-keys';
import { sendJson } from '@/shared/api/http';

const PROFILE_PATH = '/api/user/profile';

/** PATCH /api/user/profile with the payload the shared schema produced; answers the updated user. */
export function updateProfile(update: ProfileUpdate): Promise<User> {
  return sendJson('PATCH', PROFILE_PATH, update, userSchema);
}

/**
 * The mutation behind Save Changes. On success the header (auth user) and the profile (user) show the saved
 * record at once: the PATCH answer is the fresh user, so both caches take it without another round trip.
 */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<User, Error, string, ProfileUpdate>(
    PROFILE_PATH,
    (_path, { arg }) => updateProfile(arg),
    {
      throwOnError: true,
      onSuccess: (user) => {
        // The save's answer does not say whether the session is an operator's: keep what the session check said.
        void mutate(cacheKeys.authUser, (current?: User | null) => ({ ...current, ...user }), {
          revalidate: false,
        });
        void mutate(cacheKeys.user, user, { revalidate: false });
      },
    },
  );
}
