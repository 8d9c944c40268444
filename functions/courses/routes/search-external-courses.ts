import { externalSearchQuerySchema } from '../../../shared/schemas/course';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { ExternalCourseApiError, externalFailureResponse } from '../external/external-course-errors';
import { golfCourseApi } from '../external/golf-course-api';

/**
 * GET /api/external-courses/search?query=: worldwide search through GolfCourseAPI. Whether it is configured
 * is answered before the query is read, so the UI can ask with no query and hide Search Worldwide on
 * `503 {configured: false}`.
 */
export const searchExternalCourses: SessionRoute = {
  auth: 'session',
  async handle(event) {
    try {
      const api = golfCourseApi();
      await api.assertConfigured();
      const { query } = parseQuery(event, externalSearchQuerySchema);
      return json(200, { courses: await api.search(query) });
    } catch (error) {
      if (error instanceof ExternalCourseApiError) return externalFailureResponse(error);
      throw error;
    }
  },
};
