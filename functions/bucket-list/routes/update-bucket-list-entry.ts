import { updateBucketListEntrySchema } from '#shared/schemas/bucket-list';
import { updateBucketEntry } from '../bucket-list-repository';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { bucketCourseIdOf, bucketListWords } from './bucket-list-params';

/** PATCH /api/user/bucket-list/{courseId} {notes?, priority?}: the entry as changed; 404 when not listed. */
export const updateBucketListEntry: SessionRoute = {
  auth: 'session',
  achievements: { none: 'notes and priority are in no achievement rule' },
  async handle(event, session) {
    const courseId = bucketCourseIdOf(event);
    const update = parseJsonBody(event, updateBucketListEntrySchema);
    return json(200, await inWords(updateBucketEntry(session.userId, courseId, update), bucketListWords));
  },
};
