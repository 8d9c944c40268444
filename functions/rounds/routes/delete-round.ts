import { setTimeout as sleep } from 'node:timers/promises';
import { ROUND_NOT_FOUND_MESSAGE, roundIdParamSchema } from '../../../shared/schemas/round';
import { deleteRound as removeRound, getRound } from '../../data/rounds-repository';
import { backoffMs } from '../../data/transact-write';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { achievementsAfterWrite } from '../../achievements/after-write';
import { deleteReplacedPhoto } from '../round-photo';

/**
 * A delete whose transaction lost a race (another write changed the course link's round count or the round
 * between the read and the write) reads again and is sent again this many times: deleting is what the golfer
 * asked, whatever the other write was, so trying again is safe.
 */
const ATTEMPTS = 5;

/** DELETE /api/rounds/{id}: deletes one of the golfer's rounds, then its photo. */
export const deleteRound: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { id } = parsePathParams(event, roundIdParamSchema);
    for (let attempt = 1; ; attempt += 1) {
      const round = await getRound(session.userId, id);
      if (!round) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);
      try {
        await removeRound(round);
      } catch (error) {
        if (error instanceof ConflictError && attempt < ATTEMPTS) {
          await sleep(backoffMs(attempt));
          continue;
        }
        throw error;
      }
      await deleteReplacedPhoto(round.imageUrl, null);
      // An achievement this round earned and whose rule no longer holds is taken away, and the answer says so.
      const achievements = await achievementsAfterWrite(session.userId);
      return json(200, { deleted: true, id, achievements });
    }
  },
};
