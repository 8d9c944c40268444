import type { ShareLinksResponse } from '#shared/sharing/share-link';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { listShareLinks } from '../share-links-repository';

/** GET /api/sharing/links: the golfer's own links, newest first. No input but the session. */
export const listShareLinksRoute: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const body: ShareLinksResponse = { links: await listShareLinks(session.userId) };
    return json(200, body);
  },
};
