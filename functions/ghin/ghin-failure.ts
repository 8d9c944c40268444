import type { SessionRoute } from '../lib/http/http-handler';
import { json } from '../lib/http/responses';
import { logger } from '../lib/logger';
import { GhinApiError } from './client/ghin-errors';

/**
 * The ghin routes' one mapping of GHIN's failures to answers. Unlike other 5xx errors (which the shared
 * error handler hides behind a generic message), a GHIN failure's message is written for the golfer and
 * shown: "GHIN is unavailable right now", "GHIN did not accept those credentials", "try again in 42 seconds"
 * (with Retry-After). Everything else goes on to the shared error handler.
 */
export function withGhinFailures(route: SessionRoute): SessionRoute {
  return {
    auth: 'session',
    async handle(event, session) {
      try {
        return await route.handle(event, session);
      } catch (error) {
        if (!(error instanceof GhinApiError)) throw error;
        logger.warn('GHIN call failed', {
          kind: error.kind,
          upstreamStatus: error.options.upstreamStatus,
          cause: error.cause instanceof Error ? error.cause.message : undefined,
        });
        const response = json(error.statusCode, { message: error.message });
        if (error.options.retryAfterSeconds !== undefined) {
          response.headers = { ...response.headers, 'retry-after': String(error.options.retryAfterSeconds) };
        }
        return response;
      }
    },
  };
}
