import { nearbyQuerySchema } from '#shared/trips/nearby';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { nearbyCourses } from '../nearby-courses';

/**
 * GET /api/courses/nearby?latitude=&longitude=&radiusMiles=: every course within the radius of a place, in
 * the trip planner's order (docs/product-rules.md#trips).
 */
export const searchNearbyCourses: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    return json(200, await nearbyCourses(session.userId, parseQuery(event, nearbyQuerySchema)));
  },
};
