import useSWRImmutable from 'swr/immutable';
import { decodeCoursePoints, type CoursePoint, type CoursePointsFile } from '#shared/map/course-points';
import { cacheKeys } from '@/shared/api/cache-keys';
import pointsUrl from '../data/course-points.json?url';

/**
 * The catalog's course points: one request for a file published with a content hash (cached by the browser
 * and CloudFront until the catalog changes), read once per page.
 */
export function useCoursePoints() {
  return useSWRImmutable<CoursePoint[], Error>(cacheKeys.coursePoints(pointsUrl), async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Course points: ${response.status}`);
    return decodeCoursePoints((await response.json()) as CoursePointsFile);
  });
}
