import { earnsAchievements } from '../../achievements/after-write';
import { listGhinRounds } from '../ghin-rounds-repository';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round-words';
import { writeRound } from '../../rounds/write/write-round';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { afterWrite, json } from '../../lib/http/responses';

/**
 * DELETE /api/ghin/rounds: removes every round a GHIN sync made, each through the round write (so the
 * totals and course links stay right). The golfer's own rounds stay: one a sync linked to a GHIN score is
 * only unlinked (its GHIN score id and differential go; a later sync links it again).
 */
export const removeImportedRounds: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(_event, session) {
    const removed = await inWords(removeGhinRounds(session.userId), ROUND_WRITE_WORDS);
    // The rounds removed may be of any day: every stored unlock is dated again, or taken away.
    return afterWrite(json(200, { roundsRemoved: removed }), { roundsFrom: '' });
  },
};

async function removeGhinRounds(userId: string): Promise<number> {
  const rounds = await listGhinRounds(userId);
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
  return removed;
}
