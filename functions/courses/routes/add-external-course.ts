import { ServiceUnavailableError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';

/** POST /api/external-courses/{id}/add: adds a GolfCourseAPI course to Fescue; not configured here. */
export const addExternalCourse: SessionRoute = {
  auth: 'session',
  handle() {
    return Promise.reject(new ServiceUnavailableError('Worldwide course search is not configured'));
  },
};
