import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `bucket-list` endpoint group (see functions/endpoint-groups.ts). */
export const bucketListRoutes = {
  'GET /api/user/bucket-list': () => import('./routes/list-bucket-list').then((m) => m.listBucketList),
  'POST /api/user/bucket-list': () => import('./routes/add-to-bucket-list').then((m) => m.addToBucketList),
  'PATCH /api/user/bucket-list/{courseId}': () =>
    import('./routes/update-bucket-list-entry').then((m) => m.updateBucketListEntry),
  'DELETE /api/user/bucket-list/{courseId}': () =>
    import('./routes/remove-from-bucket-list').then((m) => m.removeFromBucketList),
  'GET /api/user/map': () => import('./routes/get-my-map').then((m) => m.getMyMap),
  'GET /api/played-courses': () => import('../played').then((m) => m.listPlayed),
  'PUT /api/played-courses/{courseId}': () => import('../played').then((m) => m.markPlayed),
  'DELETE /api/played-courses/{courseId}': () => import('../played').then((m) => m.unmarkPlayed),
} satisfies GroupRoutes<'bucket-list'>;

export const handler = createHttpHandler(bucketListRoutes);
