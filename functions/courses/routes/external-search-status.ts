import type { ExternalStatusResponse } from '#shared/schemas/external-course';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { ExternalCourseApiError } from '../external/external-course-errors';
import { golfCourseApi } from '../external/golf-course-api';

/**
 * GET /api/external-courses/status: whether Search Worldwide is offered, asked once when the course picker
 * opens. A key that is configured but cannot be read still counts as configured: the search itself then
 * says what is wrong, where hiding the section would leave the golfer guessing.
 */
export const externalSearchStatus: SessionRoute = {
  auth: 'session',
  async handle() {
    let configured = true;
    try {
      await golfCourseApi().assertConfigured();
    } catch (error) {
      if (!(error instanceof ExternalCourseApiError)) throw error;
      configured = error.configured;
    }
    return json(200, { configured } satisfies ExternalStatusResponse);
  },
};
