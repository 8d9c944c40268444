import { createHttpHandler, type RouteTable } from '../lib/http/http-handler';
import { getUser } from './routes/get-user';
import { updateProfile } from './routes/update-profile';

/** The `users` endpoint group (see functions/endpoint-groups.ts). */
export const usersRoutes = {
  'GET /api/user': getUser,
  'PATCH /api/user/profile': updateProfile,
} satisfies RouteTable;

export const handler = createHttpHandler(usersRoutes);
