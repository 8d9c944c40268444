import { recordOperatorAction } from '../../operations/audit-log';
import { STORY_NOT_FOUND_MESSAGE, storyHideSchema, storyIdParamSchema } from '#shared/schemas/community';
import { getStory, setStoryHidden as saveHidden } from '../community-repository';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';

export const STORY_OPERATOR_ONLY_MESSAGE = 'Only an operator can hide a story.';

/** PUT /api/admin/community/stories/{id}/hidden: an operator hides a story from Community, or shows it again. */
export const setStoryHidden: SessionRoute = {
  auth: 'session',
  achievements: {
    none: 'an operator’s moderation of another golfer’s story; the author’s achievements follow on their next write or visit',
  },
  async handle(event, session) {
    if (!isOperator(session)) throw new ForbiddenError(STORY_OPERATOR_ONLY_MESSAGE);
    const { id } = parsePathParams(event, storyIdParamSchema);
    const { hidden } = parseJsonBody(event, storyHideSchema);
    const story = await getStory(id);
    if (!story) throw new NotFoundError(STORY_NOT_FOUND_MESSAGE);
    await saveHidden(story, hidden);
    await recordOperatorAction(session, 'story-hidden', `${id} ${hidden ? 'hidden' : 'shown'}`);
    return json(200, { id, hidden });
  },
};
