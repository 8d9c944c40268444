import { earnsAchievements } from '../../achievements/after-write';
import { ROUND_NOT_FOUND_MESSAGE, ROUND_WRITE_WORDS, roundIdParamSchema } from '#shared/schemas/round';
import { getRound } from '../rounds-repository';
import { writeRound } from '../write/write-round';
import { retryWhileRacing } from '../../data/transact-write';
import { Conflict, inWords, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { afterWrite, json } from '../../lib/http/responses';
import { deleteReplacedPhoto } from '../round-photo';

/** DELETE /api/rounds/{id}: deletes one of the golfer's rounds, then its photo. */
export const deleteRound: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const { id } = parsePathParams(event, roundIdParamSchema);
    // A delete whose transaction lost a race (another write changed the course link's round count or the
    // round between the read and the write) reads again and is sent again: deleting is what the golfer asked,
    // whatever the other write was. Still losing after that, the golfer is told Fescue is busy (503).
    const round = await inWords(
      retryWhileRacing(
        async () => {
          const current = await getRound(session.userId, id);
          if (!current) throw new NotFoundError(ROUND_NOT_FOUND_MESSAGE);
          await writeRound(current, undefined);
          return current;
        },
        { raced: (error) => error instanceof Conflict },
      ),
      ROUND_WRITE_WORDS,
    );
    await deleteReplacedPhoto(round.imageUrl, null);
    // An achievement this round earned and whose rule no longer holds is taken away, and the answer says so;
    // one still held is dated by the round that now first reaches it.
    return afterWrite(json(200, { deleted: true, id }), { roundsFrom: round.playedAt });
  },
};
