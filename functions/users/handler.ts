import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `users` endpoint group (see functions/endpoint-groups.ts). */
export const usersRoutes = {
  'GET /api/user': () => import('./routes/get-user').then((m) => m.getUser),
  'PATCH /api/user/profile': () => import('./routes/update-profile').then((m) => m.updateProfile),
  // Golfers' own data (docs/product-rules.md#your-data): Download my data and Delete my account.
  'GET /api/user/export': () => import('./routes/export-account').then((m) => m.exportAccountData),
  'DELETE /api/user': () => import('./routes/delete-account').then((m) => m.deleteAccountRoute),
} satisfies GroupRoutes<'users'>;

export const handler = createHttpHandler(usersRoutes);
