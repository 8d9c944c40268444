import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `auth` endpoint group (see functions/endpoint-groups.ts). */
export const authRoutes = {
  'GET /api/login': () => import('./routes/login').then((m) => m.login),
  'GET /api/callback': () => import('./routes/callback').then((m) => m.callback),
  'GET /api/logout': () => import('./routes/logout').then((m) => m.logout),
  'GET /api/auth/user': () => import('./routes/current-user').then((m) => m.currentUser),
  'POST /api/auth/refresh': () => import('./routes/refresh').then((m) => m.refresh),
} satisfies GroupRoutes<'auth'>;

export const handler = createHttpHandler(authRoutes);
