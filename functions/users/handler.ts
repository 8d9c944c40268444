import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { deleteAccountRoute } from './routes/delete-account';
import { exportAccountData } from './routes/export-account';
import { getUser } from './routes/get-user';
import { updateProfile } from './routes/update-profile';

/** The `users` endpoint group (see functions/endpoint-groups.ts). */
export const usersRoutes = {
  'GET /api/user': getUser,
  'PATCH /api/user/profile': updateProfile,
  // Golfers' own data (docs/product-rules.md#your-data): Download my data and Delete my account.
  'GET /api/user/export': exportAccountData,
  'DELETE /api/user': deleteAccountRoute,
} satisfies GroupRoutes<'users'>;

export const handler = createHttpHandler(usersRoutes);
