import { ServiceUnavailableError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';

export const updateCourse: SessionRoute = {
  auth: 'session',
  handle() {
    return Promise.reject(new ServiceUnavailableError('Not available yet'));
  },
};
