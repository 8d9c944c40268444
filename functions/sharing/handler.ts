import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/**
 * The `sharing` endpoint group (see functions/endpoint-groups.ts): a golfer's share links (publish, list,
 * revoke), and the public pages they open, for anyone with the link (docs/product-rules.md, "Sharing").
 */
export const sharingRoutes = {
  'POST /api/sharing/links': () => import('./routes/create-share-link').then((m) => m.createShareLinkRoute),
  'GET /api/sharing/links': () => import('./routes/list-share-links').then((m) => m.listShareLinksRoute),
  'DELETE /api/sharing/links/{token}': () =>
    import('./routes/revoke-share-link').then((m) => m.revokeShareLinkRoute),
  'PUT /api/sharing/links/{token}/image': () =>
    import('./routes/set-share-link-image').then((m) => m.setShareLinkImageRoute),
  'GET /api/shared/{token}': () => import('./routes/get-shared-view').then((m) => m.getSharedViewRoute),
  'GET /s/{token}': () => import('./routes/get-share-page').then((m) => m.getSharePageRoute),
} satisfies GroupRoutes<'sharing'>;

export const handler = createHttpHandler(sharingRoutes);
