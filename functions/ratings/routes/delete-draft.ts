import { DRAFT_NOT_FOUND_MESSAGE } from '#shared/schemas/rating';
import { deleteDraft as removeDraft } from '../drafts-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { courseIdOf } from './course-rating-params';

/** DELETE /api/courses/{id}/my-rating/draft: discards the golfer's draft; 404 when there is none. */
export const deleteDraft: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a draft is no rating until it is submitted' },
  async handle(event, session) {
    const courseId = courseIdOf(event);
    if (!(await removeDraft(session.userId, courseId))) throw new NotFoundError(DRAFT_NOT_FOUND_MESSAGE);
    return json(200, { deleted: true, courseId });
  },
};
