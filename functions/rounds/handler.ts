import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { createRound } from './routes/create-round';
import { createUploadUrl } from './routes/create-upload-url';
import { deleteRound } from './routes/delete-round';
import { getArchitectStats } from './routes/get-architect-stats';
import { getCardStats } from './routes/get-card-stats';
import { getMyCourseHoles } from './routes/get-my-course-holes';
import { getUserStats } from './routes/get-user-stats';
import { importRounds } from './routes/import-rounds';
import { listRecentRounds } from './routes/list-recent-rounds';
import { listRounds } from './routes/list-rounds';
import { updateRound } from './routes/update-round';

/** The `rounds` endpoint group (see functions/endpoint-groups.ts). */
export const roundsRoutes = {
  'POST /api/rounds': createRound,
  'GET /api/rounds': listRounds,
  'GET /api/rounds/recent': listRecentRounds,
  'PATCH /api/rounds/{id}': updateRound,
  'DELETE /api/rounds/{id}': deleteRound,
  'POST /api/rounds/upload-url': createUploadUrl,
  'POST /api/rounds/import': importRounds,
  'GET /api/user/stats': getUserStats,
  'GET /api/user/architect-stats': getArchitectStats,
  'GET /api/user/card-stats': getCardStats,
  'GET /api/courses/{id}/my-holes': getMyCourseHoles,
} satisfies GroupRoutes<'rounds'>;

export const handler = createHttpHandler(roundsRoutes);
