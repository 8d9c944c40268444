import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { myRatingSchema, type MyRating, type RatingSubmissionInput } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { sendJson } from '@/shared/api/http';
import { refreshRatingData } from './rating-cache';

/** PUT /api/courses/{id}/my-rating: a rating of the course without a round; the latest one counts. */
export function submitCourseRating(courseId: string, rating: RatingSubmissionInput): Promise<MyRating> {
  return sendJson('PUT', cacheKeys.myRating(courseId), rating, myRatingSchema);
}

export function useSubmitCourseRating(courseId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<MyRating, Error, string, RatingSubmissionInput>(
    `${cacheKeys.myRating(courseId)}#submit`,
    (_key, { arg }) => submitCourseRating(courseId, arg),
    { throwOnError: true, onSuccess: () => void refreshRatingData(mutate) },
  );
}
