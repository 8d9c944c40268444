import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `rounds` endpoint group (see functions/endpoint-groups.ts). */
export const roundsRoutes = {
  'POST /api/rounds': () => import('./routes/create-round').then((m) => m.createRound),
  'GET /api/rounds': () => import('./routes/list-rounds').then((m) => m.listRounds),
  'GET /api/rounds/recent': () => import('./routes/list-recent-rounds').then((m) => m.listRecentRounds),
  'PATCH /api/rounds/{id}': () => import('./routes/update-round').then((m) => m.updateRound),
  'DELETE /api/rounds/{id}': () => import('./routes/delete-round').then((m) => m.deleteRound),
  'POST /api/rounds/upload-url': () => import('./routes/create-upload-url').then((m) => m.createUploadUrl),
  'POST /api/rounds/import': () => import('./routes/import-rounds').then((m) => m.importRounds),
  'GET /api/user/stats': () => import('./routes/get-user-stats').then((m) => m.getUserStats),
  'GET /api/user/architect-stats': () =>
    import('./routes/get-architect-stats').then((m) => m.getArchitectStats),
  'GET /api/user/card-stats': () => import('./routes/get-card-stats').then((m) => m.getCardStats),
  'GET /api/courses/{id}/my-holes': () =>
    import('./routes/get-my-course-holes').then((m) => m.getMyCourseHoles),
} satisfies GroupRoutes<'rounds'>;

export const handler = createHttpHandler(roundsRoutes);
