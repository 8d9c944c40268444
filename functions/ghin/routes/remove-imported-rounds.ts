import { listGhinRounds } from '../ghin-rounds-repository';
import { writeRound } from '../../rounds/write/write-round';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * DELETE /api/ghin/rounds: removes every round a GHIN sync made, each through the rounds repository (so the
 * totals and course links stay right); the golfer's own rounds are not in the list and are not touched.
 */
export const removeImportedRounds: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listGhinRounds(session.userId);
    for (const round of rounds) await writeRound(round, undefined);
    return json(200, { roundsRemoved: rounds.length });
  },
};
