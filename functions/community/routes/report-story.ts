import { STORY_NOT_FOUND_MESSAGE, storyIdParamSchema, storyReportSchema } from '#shared/schemas/community';
import { getStory, reportStory as saveReport } from '../community-repository';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

export const OWN_STORY_REPORT_MESSAGE = 'This is your own story: unshare the round instead of reporting it.';

/**
 * POST /api/community/stories/{id}/report: a golfer flags a shared story for an operator. 404 when the
 * story is not shared (or hidden); reporting twice counts once.
 */
export const reportStory: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a report counts toward no achievement of the golfer who sends it' },
  async handle(event, session) {
    const { id } = parsePathParams(event, storyIdParamSchema);
    const { reason } = parseJsonBody(event, storyReportSchema);
    const story = await getStory(id);
    if (!story || story.hidden) throw new NotFoundError(STORY_NOT_FOUND_MESSAGE);
    if (story.userId === session.userId) throw new BadRequestError(OWN_STORY_REPORT_MESSAGE);
    await saveReport(id, session.userId, reason);
    return json(200, { reported: true });
  },
};
