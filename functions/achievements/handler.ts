import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `achievements` endpoint group (see functions/endpoint-groups.ts). */
export const achievementsRoutes = {
  'GET /api/achievements': () => import('./routes/list-achievements').then((m) => m.listAchievements),
  'GET /api/achievements/recommendations': () =>
    import('./routes/list-recommendations').then((m) => m.listRecommendations),
  'PUT /api/achievements/quest': () => import('./routes/pin-quest').then((m) => m.pinQuest),
  'GET /api/achievements/leaderboard': () => import('./routes/get-leaderboard').then((m) => m.getLeaderboard),
  'PUT /api/achievements/leaderboard': () =>
    import('./routes/set-leaderboard-opt-in').then((m) => m.setLeaderboardOptIn),
} satisfies GroupRoutes<'achievements'>;

export const handler = createHttpHandler(achievementsRoutes);
