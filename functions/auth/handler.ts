import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { callback } from './routes/callback';
import { currentUser } from './routes/current-user';
import { login } from './routes/login';
import { logout } from './routes/logout';
import { refresh } from './routes/refresh';

/** The `auth` endpoint group (see functions/endpoint-groups.ts). */
export const authRoutes = {
  'GET /api/login': login,
  'GET /api/callback': callback,
  'GET /api/logout': logout,
  'GET /api/auth/user': currentUser,
  'POST /api/auth/refresh': refresh,
} satisfies GroupRoutes<'auth'>;

export const handler = createHttpHandler(authRoutes);
