import { ratingDraftInputSchema } from '#shared/schemas/rating';
import { putDraft } from '../drafts-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { courseIdOf, ratingWords } from './course-rating-params';
import { inWords } from '../../lib/errors';

/**
 * PUT /api/courses/{id}/my-rating/draft: Save Draft. Keeps what the dialog holds, server-side, one draft per
 * golfer and course (the round it rates inside), so it reopens pre-filled on any device; removed when a
 * rating of the course is submitted, or after 180 days untouched. 404 for an unknown course, and for a
 * `roundId` that is not one of the golfer's own rounds (nothing written).
 */
export const saveDraft: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a draft is no rating until it is submitted' },
  async handle(event, session) {
    const courseId = courseIdOf(event);
    const fields = parseJsonBody(event, ratingDraftInputSchema);
    return json(200, await inWords(putDraft(session.userId, courseId, fields), ratingWords));
  },
};
