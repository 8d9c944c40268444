import useSWRMutation from 'swr/mutation';
import { type Course } from '#shared/schemas/course';
import { externalAddResponseSchema } from '#shared/schemas/external-course';
import { sendJson } from '@/shared/api/http';

/** POST /api/external-courses/{id}/add: copies a GolfCourseAPI course into Fescue (the same one only once). */
export async function addExternalCourse(externalId: string): Promise<{ course: Course; created: boolean }> {
  return sendJson(
    'POST',
    `/api/external-courses/${encodeURIComponent(externalId)}/add`,
    undefined,
    externalAddResponseSchema,
  );
}

export function useAddExternalCourse() {
  return useSWRMutation<{ course: Course; created: boolean }, Error, string, string>(
    '/api/external-courses/add',
    (_key, { arg }) => addExternalCourse(arg),
    { throwOnError: true },
  );
}
