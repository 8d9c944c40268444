import { ServiceUnavailableError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';

/** GET /api/external-courses/search?query=: worldwide search through GolfCourseAPI; not configured here. */
export const searchExternalCourses: SessionRoute = {
  auth: 'session',
  handle() {
    return Promise.reject(new ServiceUnavailableError('Worldwide course search is not configured'));
  },
};
