import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { getPassport } from './routes/get-passport';

/**
 * The `passport` endpoint group (see functions/endpoint-groups.ts): the Passport page's one read. Its round
 * reaction (course-link-reaction.ts) runs inside the groups that write rounds; the read, with the place
 * tables and tile arithmetic it alone needs, is its own Lambda so that the rounds group stays light
 * (docs/performance.md, "Lambda bundles").
 */
export const passportRoutes = {
  'GET /api/user/passport': getPassport,
} satisfies GroupRoutes<'passport'>;

export const handler = createHttpHandler(passportRoutes);
