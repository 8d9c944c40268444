import { listGhinRounds } from '../ghin-rounds-repository';
import { writeRound } from '../../rounds/write/write-round';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * DELETE /api/ghin/rounds: removes every round a GHIN sync made, each through the round write (so the
 * totals and course links stay right). The golfer's own rounds stay: one a sync linked to a GHIN score is
 * only unlinked (its GHIN score id and differential go; a later sync links it again).
 */
export const removeImportedRounds: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listGhinRounds(session.userId);
    let removed = 0;
    for (const round of rounds) {
      if (round.source === 'ghin') {
        await writeRound(round, undefined);
        removed += 1;
      } else {
        await writeRound(round, {
          ...round,
          ghinScoreId: null,
          ghinDifferential: null,
          ghinCombined: null,
          updatedAt: new Date().toISOString(),
        });
      }
    }
    return json(200, { roundsRemoved: removed });
  },
};
