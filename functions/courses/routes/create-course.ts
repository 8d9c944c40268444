import { ulid } from 'ulid';
import { COURSE_WORDS } from '#shared/schemas/course';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { createCourse as storeCourse } from '../courses-repository';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { buildCustomCourse } from '../custom-course';

/**
 * POST /api/courses: a golfer's custom course; 409 with the existing id when the name is taken in that city,
 * 429 with Retry-After once the golfer has added today's courses (COURSES_PER_DAY_LIMIT), writing nothing.
 */
export const createCourse: SessionRoute = {
  auth: 'session',
  achievements: { none: 'adding a course to the catalog is neither playing nor rating it' },
  async handle(event, session) {
    const input = parseJsonBody(event, createCourseSchema);
    const now = new Date();
    const course = buildCustomCourse(input, { id: ulid(), userId: session.userId, now: now.toISOString() });
    return json(201, await inWords(storeCourse(course, { userId: session.userId, now }), COURSE_WORDS));
  },
};
