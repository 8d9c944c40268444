import useSWR from 'swr';
import { courseSchema, type Course } from '#shared/schemas/course';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/courses/{id}: one course of the catalog, custom or added from GolfCourseAPI; 404 when unknown. */
export function getCourse(id: string): Promise<Course> {
  return getJson(cacheKeys.course(id), courseSchema);
}

export function useCourse(id: string | undefined) {
  return useSWR<Course, Error>(id ? cacheKeys.course(id) : null, () => getCourse(id as string));
}
