import { addBucketListEntrySchema } from '../../../shared/schemas/bucket-list';
import { addBucketEntry } from '../../data/bucket-list-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/**
 * POST /api/user/bucket-list {courseId, notes, priority}: 201 with the new entry, or 200 with the entry the
 * course already has (never a second one). 404 for an unknown course.
 */
export const addToBucketList: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const input = parseJsonBody(event, addBucketListEntrySchema);
    const result = await addBucketEntry(session.userId, input);
    return json(result.created ? 201 : 200, result);
  },
};
