import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { createShareLinkRoute } from './routes/create-share-link';
import { getSharePageRoute } from './routes/get-share-page';
import { getSharedViewRoute } from './routes/get-shared-view';
import { listShareLinksRoute } from './routes/list-share-links';
import { revokeShareLinkRoute } from './routes/revoke-share-link';
import { setShareLinkImageRoute } from './routes/set-share-link-image';

/**
 * The `sharing` endpoint group (see functions/endpoint-groups.ts): a golfer's share links (publish, list,
 * revoke), and the public pages they open, for anyone with the link (docs/product-rules.md, "Sharing").
 */
export const sharingRoutes = {
  'POST /api/sharing/links': createShareLinkRoute,
  'GET /api/sharing/links': listShareLinksRoute,
  'DELETE /api/sharing/links/{token}': revokeShareLinkRoute,
  'PUT /api/sharing/links/{token}/image': setShareLinkImageRoute,
  'GET /api/shared/{token}': getSharedViewRoute,
  'GET /s/{token}': getSharePageRoute,
} satisfies GroupRoutes<'sharing'>;

export const handler = createHttpHandler(sharingRoutes);
