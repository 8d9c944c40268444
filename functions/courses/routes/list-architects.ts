import { ServiceUnavailableError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';

export const listArchitects: SessionRoute = {
  auth: 'session',
  handle() {
    return Promise.reject(new ServiceUnavailableError('Not available yet'));
  },
};
