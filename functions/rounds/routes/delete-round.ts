import { ROUND_NOT_FOUND_MESSAGE, roundIdParamSchema } from '../../../shared/schemas/round';
import { deleteRound as removeRound, getRound } from '../../data/rounds-repository';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { achievementsAfterWrite } from '../../achievements/after-write';
import { deleteReplacedPhoto } from '../round-photo';

/** DELETE /api/rounds/{id}: deletes one of the golfer's rounds, then its photo. */
export const deleteRound: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { id } = parsePathParams(event, roundIdParamSchema);
    const round = await getRound(session.userId, id);
    if (!round) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);
    await removeRound(round);
    await deleteReplacedPhoto(round.imageUrl, null);
    // An achievement this round earned and whose rule no longer holds is taken away, and the answer says so.
    const achievements = await achievementsAfterWrite(session.userId);
    return json(200, { deleted: true, id, achievements });
  },
};
