import type { LeaderboardResponse } from '#shared/schemas/community';
import { listLeaderboard } from '../achievements-repository';
import { getUserById } from '../../users/users-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

export const LEADERBOARD_SIZE = 20;

/** The leaderboard as the API sends it: ranked, opted-in golfers only, first name and last initial. */
export async function leaderboardFor(userId: string): Promise<LeaderboardResponse> {
  const [user, standings] = await Promise.all([getUserById(userId), listLeaderboard(LEADERBOARD_SIZE)]);
  return {
    optIn: user?.leaderboardOptIn === true,
    entries: standings.map(({ name, prestigePoints, countries }, index) => ({
      rank: index + 1,
      name,
      prestigePoints,
      countries,
    })),
  };
}

/** GET /api/achievements/leaderboard: prestige points and countries of golfers who opted in. */
export const getLeaderboard: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    return json(200, await leaderboardFor(session.userId));
  },
};
