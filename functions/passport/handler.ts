import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/**
 * The `passport` endpoint group (see functions/endpoint-groups.ts): the Passport page's one read, and the year
 * in golf, read from the same items by the same rules. Its round reaction (course-link-reaction.ts) runs
 * inside the groups that write rounds; the reads, with the place tables and tile arithmetic they alone need,
 * are their own Lambda so that the rounds group stays light (docs/performance.md, "Lambda bundles").
 */
export const passportRoutes = {
  'GET /api/user/passport': () => import('./routes/get-passport').then((m) => m.getPassport),
  'GET /api/user/year-in-golf': () => import('./routes/get-year-in-golf').then((m) => m.getYearInGolf),
} satisfies GroupRoutes<'passport'>;

export const handler = createHttpHandler(passportRoutes);
