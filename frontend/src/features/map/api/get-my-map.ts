import useSWR from 'swr';
import { myMapResponseSchema, type MyMapCourse } from '#shared/schemas/course-map';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/user/map: the golfer's played and bucket-list courses with their status. */
export function useMyMapCourses() {
  return useSWR<MyMapCourse[], Error>(cacheKeys.myMap, async (path: string) => {
    return (await getJson(path, myMapResponseSchema)).courses;
  });
}
