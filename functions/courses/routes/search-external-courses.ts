import { externalSearchQuerySchema } from '../../../shared/schemas/course';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { ExternalCourseApiError, externalFailureResponse } from '../external/external-course-errors';
import { golfCourseApi } from '../external/golf-course-api';

/**
 * GET /api/external-courses/search?query=: worldwide search through GolfCourseAPI. Without a key it answers
 * `503 {configured: false}` (the UI asks GET /api/external-courses/status first and hides Search Worldwide).
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
