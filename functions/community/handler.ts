import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { cancelSeat } from './routes/cancel-seat';
import { createEvent } from './routes/create-event';
import { findMembers } from './routes/find-members';
import { getOverview } from './routes/get-overview';
import { listEvents } from './routes/list-events';
import { listStories } from './routes/list-stories';
import { reportStory } from './routes/report-story';
import { reserveSeat } from './routes/reserve-seat';
import { setPremium } from './routes/set-premium';
import { setStoryHidden } from './routes/set-story-hidden';
import { getOperations } from '../operations/routes/get-operations';
import { listAudit } from '../operations/routes/list-audit-log';

/** The `community` endpoint group (see functions/endpoint-groups.ts). */
export const communityRoutes = {
  'GET /api/community/stories': listStories,
  'GET /api/community/overview': getOverview,
  'POST /api/community/stories/{id}/report': reportStory,
  'PUT /api/admin/community/stories/{id}/hidden': setStoryHidden,
  'GET /api/events': listEvents,
  'POST /api/events/{id}/reservation': reserveSeat,
  'DELETE /api/events/{id}/reservation': cancelSeat,
  'POST /api/admin/events': createEvent,
  'PUT /api/admin/premium': setPremium,
  'GET /api/admin/members': findMembers,
  'GET /api/admin/operations': getOperations,
  'GET /api/admin/audit': listAudit,
} satisfies GroupRoutes<'community'>;

export const handler = createHttpHandler(communityRoutes);
