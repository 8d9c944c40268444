import { teeSetIdParamSchema, type TeeSetHistory } from '#shared/scorecards/tee-set';
import { listTeeSetChanges } from '../tee-sets/tee-sets-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

export const TEE_SET_NOT_FOUND_MESSAGE = 'This course has no tee set by that name.';

/**
 * GET /api/courses/{id}/tee-sets/{teeSetId}/history: who changed a tee set (you, a golfer, or its source),
 * when, and what, newest first. Other golfers are never named.
 */
export const listTeeSetHistory: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { id, teeSetId } = parsePathParams(event, teeSetIdParamSchema);
    const changes = await listTeeSetChanges(id, teeSetId, session.userId);
    if (changes.length === 0) throw new NotFoundError(TEE_SET_NOT_FOUND_MESSAGE);
    const body: TeeSetHistory = { changes };
    return json(200, body);
  },
};
