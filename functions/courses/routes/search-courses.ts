import { courseSearchQuerySchema } from '#shared/schemas/course-requests';
import { searchCourses as searchCatalog } from '../courses-repository';
import { withCommunityFigures } from '../../ratings/community-ratings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** GET /api/courses/search?q=: up to 10 courses whose name, city or architect words start with the query's words. */
export const searchCourses: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { q } = parseQuery(event, courseSearchQuerySchema);
    // Each hit with its community rating (one BatchGetItem of the hits' aggregates).
    return json(200, await withCommunityFigures(await searchCatalog(q)));
  },
};
