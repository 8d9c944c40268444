import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { addToBucketList } from './routes/add-to-bucket-list';
import { getMyMap } from './routes/get-my-map';
import { listBucketList } from './routes/list-bucket-list';
import { removeFromBucketList } from './routes/remove-from-bucket-list';
import { updateBucketListEntry } from './routes/update-bucket-list-entry';
import { listPlayed, markPlayed, unmarkPlayed } from '../played';

/** The `bucket-list` endpoint group (see functions/endpoint-groups.ts). */
export const bucketListRoutes = {
  'GET /api/user/bucket-list': listBucketList,
  'POST /api/user/bucket-list': addToBucketList,
  'PATCH /api/user/bucket-list/{courseId}': updateBucketListEntry,
  'DELETE /api/user/bucket-list/{courseId}': removeFromBucketList,
  'GET /api/user/map': getMyMap,
  'GET /api/played-courses': listPlayed,
  'PUT /api/played-courses/{courseId}': markPlayed,
  'DELETE /api/played-courses/{courseId}': unmarkPlayed,
} satisfies GroupRoutes<'bucket-list'>;

export const handler = createHttpHandler(bucketListRoutes);
