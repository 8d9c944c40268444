import useSWR from 'swr';
import { courseListResponseSchema } from '#shared/schemas/course';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** Walks GET /api/courses?scope=mine page by page: each of the golfer's courses with its score today. */
async function listLiveScores(firstPage: string): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const path = cursor ? `${firstPage}&cursor=${encodeURIComponent(cursor)}` : firstPage;
    const page = await getJson(path, courseListResponseSchema);
    for (const course of page.courses) scores.set(course.id, course.userRating);
    cursor = page.nextCursor;
  } while (cursor);
  return scores;
}

/**
 * The community score of each of the golfer's courses as it is today, read only while `wanted` (the Review
 * Score sort). The passport keeps each course's score as it was when the golfer last played or listed it, so
 * that its own read stays at two requests; ratings given since by other golfers reach it here. Rating a
 * course refreshes every /api/courses key, this one too.
 */
export function useLiveCourseScores(wanted: boolean) {
  return useSWR(wanted ? cacheKeys.myCourses : null, listLiveScores, { keepPreviousData: true });
}
