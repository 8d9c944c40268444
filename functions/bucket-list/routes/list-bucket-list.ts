import { bucketListQuerySchema, type BucketListResponse } from '#shared/schemas/bucket-list';
import { listBucketEntries } from '../bucket-list-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** GET /api/user/bucket-list?cursor&limit: the golfer's entries, highest priority first, with their courses. */
export const listBucketList: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { cursor, limit } = parseQuery(event, bucketListQuerySchema);
    const body: BucketListResponse = await listBucketEntries(session.userId, limit, cursor);
    return json(200, body);
  },
};
