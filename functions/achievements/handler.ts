import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { getLeaderboard } from './routes/get-leaderboard';
import { listAchievements } from './routes/list-achievements';
import { listRecommendations } from './routes/list-recommendations';
import { pinQuest } from './routes/pin-quest';
import { setLeaderboardOptIn } from './routes/set-leaderboard-opt-in';

/** The `achievements` endpoint group (see functions/endpoint-groups.ts). */
export const achievementsRoutes = {
  'GET /api/achievements': listAchievements,
  'GET /api/achievements/recommendations': listRecommendations,
  'PUT /api/achievements/quest': pinQuest,
  'GET /api/achievements/leaderboard': getLeaderboard,
  'PUT /api/achievements/leaderboard': setLeaderboardOptIn,
} satisfies GroupRoutes<'achievements'>;

export const handler = createHttpHandler(achievementsRoutes);
