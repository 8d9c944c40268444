import useSWR from 'swr';
import { courseListResponseSchema, type Course } from '#shared/schemas/course';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/courses?scope=featured: the catalog's featured clubs for Club Profiles. */
export async function listFeaturedCourses(): Promise<Course[]> {
  const { courses } = await getJson(cacheKeys.featuredCourses, courseListResponseSchema);
  return courses;
}

export function useFeaturedCourses() {
  return useSWR<Course[], Error>(cacheKeys.featuredCourses, listFeaturedCourses);
}
