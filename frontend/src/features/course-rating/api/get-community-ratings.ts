import useSWR from 'swr';
import { communityRatingsSchema, type CommunityRatings } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/courses/{id}/ratings: the course's community figures (averages from 3 raters up). */
export function getCommunityRatings(courseId: string): Promise<CommunityRatings> {
  return getJson(cacheKeys.courseRatings(courseId), communityRatingsSchema);
}

export function useCommunityRatings(courseId: string | null | undefined) {
  return useSWR<CommunityRatings, Error>(
    courseId ? cacheKeys.courseRatings(courseId) : null,
    () => getCommunityRatings(courseId as string),
    // Other golfers rate all the time: every visit asks again, showing what is cached meanwhile.
    { revalidateOnMount: true },
  );
}
