import { COURSE_NOT_FOUND_MESSAGE, courseIdParamSchema } from '#shared/schemas/course';
import { updateCourseSchema } from '#shared/schemas/course-requests';
import { toStoredCourse } from '../course-items';
import { getCourseItem, replaceCourse } from '../courses-repository';
import { inWords, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { applyCourseUpdate } from '../custom-course';

export const COURSE_CHANGED_MESSAGE = 'This course changed while saving. Reload the page and try again.';

/**
 * PATCH /api/courses/{id}: architect and course type, only on a custom course this golfer created. Anyone
 * else's course, and every catalog course, answers 404 so as not to reveal what one may not edit.
 */
export const updateCourse: SessionRoute = {
  auth: 'session',
  achievements: {
    none: 'achievements read a course’s facts from the golfer’s course links, kept from their rounds, which a course edit does not rewrite',
  },
  async handle(event, session) {
    const { id } = parsePathParams(event, courseIdParamSchema);
    const update = parseJsonBody(event, updateCourseSchema);
    const item = await getCourseItem(id);
    const course = item ? toStoredCourse(item) : undefined;
    if (!item || !course || course.sourceApi !== 'custom' || course.createdBy !== session.userId) {
      throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    }
    const updated = applyCourseUpdate(course, update, new Date().toISOString());
    return json(
      200,
      await inWords(replaceCourse(updated, item), { 'course-changed': COURSE_CHANGED_MESSAGE }),
    );
  },
};
