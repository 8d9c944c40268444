import { leaderboardOptInSchema } from '#shared/schemas/community';
import { setLeaderboardOptIn as saveOptIn, syncLeaderboardEntry } from '../achievements-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { reconcileAchievements, todayUtc } from '../reconcile-achievements';
import { leaderboardFor } from './get-leaderboard';

/**
 * PUT /api/achievements/leaderboard: the golfer's choice to appear on the leaderboard (off by default).
 * Opting out removes their entry at once; opting in writes it from their figures.
 */
export const setLeaderboardOptIn: SessionRoute = {
  auth: 'session',
  achievements: {
    none: 'it reconciles the achievements itself, before reading the board it answers with, so that the golfer’s own entry is on it',
  },
  async handle(event, session) {
    const { optIn } = parseJsonBody(event, leaderboardOptInSchema);
    await saveOptIn(session.userId, optIn);
    if (optIn) await reconcileAchievements(session.userId, { date: todayUtc(), roundId: null });
    else await syncLeaderboardEntry(session.userId, undefined);
    return json(200, await leaderboardFor(session.userId));
  },
};
