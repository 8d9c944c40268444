import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `community` endpoint group (see functions/endpoint-groups.ts). */
export const communityRoutes = {
  'GET /api/community/stories': () => import('./routes/list-stories').then((m) => m.listStories),
  'GET /api/community/overview': () => import('./routes/get-overview').then((m) => m.getOverview),
  'POST /api/community/stories/{id}/report': () => import('./routes/report-story').then((m) => m.reportStory),
  'PUT /api/admin/community/stories/{id}/hidden': () =>
    import('./routes/set-story-hidden').then((m) => m.setStoryHidden),
  'GET /api/events': () => import('./routes/list-events').then((m) => m.listEvents),
  'POST /api/events/{id}/reservation': () => import('./routes/reserve-seat').then((m) => m.reserveSeat),
  'DELETE /api/events/{id}/reservation': () => import('./routes/cancel-seat').then((m) => m.cancelSeat),
  'POST /api/admin/events': () => import('./routes/create-event').then((m) => m.createEvent),
  'PUT /api/admin/premium': () => import('./routes/set-premium').then((m) => m.setPremium),
  'GET /api/admin/members': () => import('./routes/find-members').then((m) => m.findMembers),
  'GET /api/admin/operations': () =>
    import('../operations/routes/get-operations').then((m) => m.getOperations),
  'GET /api/admin/audit': () => import('../operations/routes/list-audit-log').then((m) => m.listAudit),
} satisfies GroupRoutes<'community'>;

export const handler = createHttpHandler(communityRoutes);
