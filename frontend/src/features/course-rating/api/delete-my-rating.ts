import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { requestJson } from '../../../shared/api/http';
import { refreshRatingData } from './rating-cache';

/** DELETE /api/courses/{id}/my-rating: takes the golfer's rating out of the community figures. */
export async function deleteMyRating(courseId: string): Promise<void> {
  await requestJson(cacheKeys.myRating(courseId), { method: 'DELETE' });
}

export function useDeleteMyRating(courseId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, Error, string>(
    `${cacheKeys.myRating(courseId)}#delete`,
    () => deleteMyRating(courseId),
    { throwOnError: true, onSuccess: () => void refreshRatingData(mutate) },
  );
}
