import useSWR from 'swr';
import { myRatingResponseSchema, type MyRatingResponse } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/courses/{id}/my-rating: the golfer's own rating of the course and their draft, each or null. */
export function getMyRating(courseId: string): Promise<MyRatingResponse> {
  return getJson(cacheKeys.myRating(courseId), myRatingResponseSchema);
}

export function useMyRating(courseId: string | null | undefined) {
  return useSWR<MyRatingResponse, Error>(
    courseId ? cacheKeys.myRating(courseId) : null,
    () => getMyRating(courseId as string),
    // Another device may have saved a draft or a rating since this one cached it: ask again on each mount,
    // showing what is cached meanwhile.
    { revalidateOnMount: true },
  );
}
