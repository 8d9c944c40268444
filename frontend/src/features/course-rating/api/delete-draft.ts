import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { cacheKeys } from '@/shared/api/cache-keys';
import { requestJson } from '@/shared/api/http';
import { refreshDraft } from './rating-cache';

/** DELETE /api/courses/{id}/my-rating/draft: discards the golfer's draft. */
export async function deleteDraft(courseId: string): Promise<void> {
  await requestJson(`${cacheKeys.myRating(courseId)}/draft`, { method: 'DELETE' });
}

export function useDeleteDraft(courseId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, Error, string>(
    `${cacheKeys.myRating(courseId)}/draft#delete`,
    () => deleteDraft(courseId),
    { throwOnError: true, onSuccess: () => void refreshDraft(mutate, courseId) },
  );
}
