import useSWR from 'swr';
import { sharedPageSchema } from '#shared/sharing/share-link';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getPublicJson } from '@/shared/api/http';

/** GET /api/shared/{token}: a shared page, for anyone with the link, without their session. */
export function useSharedPage(token: string) {
  return useSWR(
    cacheKeys.sharedPage(token),
    (path: string) => getPublicJson(path, sharedPageSchema),
    // A 404 is the answer, not a failure to retry.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
