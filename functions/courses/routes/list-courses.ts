import { type CourseListResponse } from '#shared/schemas/course';
import { courseListQuerySchema } from '#shared/schemas/course-requests';
import { listCatalogCourses, listFeaturedCourses, listMyCourses } from '../courses-repository';
import { withCommunityFigures } from '../../ratings/community-ratings-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** GET /api/courses?scope=catalog|mine|featured&cursor&limit: a page of courses and the next page's cursor. */
export const listCourses: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { scope, cursor, limit } = parseQuery(event, courseListQuerySchema);
    const page =
      scope === 'mine'
        ? await listMyCourses(session.userId, limit, cursor)
        : scope === 'featured'
          ? await listFeaturedCourses(limit, cursor)
          : await listCatalogCourses(limit, cursor);
    const body: CourseListResponse = {
      courses: await withCommunityFigures(page.items),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
    return json(200, body);
  },
};
