import { ulid } from 'ulid';
import { createCourseSchema } from '../../../shared/schemas/course';
import { CourseNameTakenError, createCourse as storeCourse } from '../../data/courses-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { buildCustomCourse } from '../custom-course';

/** POST /api/courses: a golfer's custom course; 409 with the existing id when the name is taken in that city. */
export const createCourse: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const input = parseJsonBody(event, createCourseSchema);
    const course = buildCustomCourse(input, {
      id: ulid(),
      userId: session.userId,
      now: new Date().toISOString(),
    });
    try {
      return json(201, await storeCourse(course));
    } catch (error) {
      if (error instanceof CourseNameTakenError) {
        return json(409, { message: error.message, existingCourseId: error.existingCourseId });
      }
      throw error;
    }
  },
};
