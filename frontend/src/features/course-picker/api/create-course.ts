import useSWRMutation from 'swr/mutation';
import { courseConflictSchema, courseSchema, type Course } from '#shared/schemas/course';
import type { CreateCourse } from '#shared/schemas/course-requests';
import { sendJson } from '@/shared/api/http';

const COURSES_PATH = '/api/courses';

/** POST /api/courses: a custom course, validated by the same schema as the handler. */
export function createCourse(input: CreateCourse): Promise<Course> {
  return sendJson('POST', COURSES_PATH, input, courseSchema);
}

export function useCreateCourse() {
  return useSWRMutation<Course, Error, string, CreateCourse>(
    COURSES_PATH,
    (_path, { arg }) => createCourse(arg),
    { throwOnError: true },
  );
}

/** The existing course's id from a 409 body, or null when the body is not the conflict contract. */
export function existingCourseIdOf(body: unknown): string | null {
  const parsed = courseConflictSchema.safeParse(body);
  return parsed.success ? parsed.data.existingCourseId : null;
}
