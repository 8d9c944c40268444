import { earnsAchievements } from '../../achievements/after-write';
import { listGhinRounds } from '../ghin-rounds-repository';
import { deleteRound } from '../../data/rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { afterWrite, json } from '../../lib/http/responses';

/**
 * DELETE /api/ghin/rounds: removes every round a GHIN sync made, each through the rounds repository (so the
 * totals and course links stay right); the golfer's own rounds are not in the list and are not touched.
 */
export const removeImportedRounds: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(_event, session) {
    const rounds = await listGhinRounds(session.userId);
    for (const round of rounds) await deleteRound(round);
    // The rounds removed may be of any day: every stored unlock is dated again, or taken away.
    return afterWrite(json(200, { roundsRemoved: rounds.length }), { roundsFrom: '' });
  },
};
