import { earnsAchievements } from '../../achievements/after-write';
import { addBucketListEntrySchema } from '#shared/schemas/bucket-list';
import { addBucketEntry } from '../bucket-list-repository';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { bucketListWords } from './bucket-list-params';

/**
 * POST /api/user/bucket-list {courseId, notes, priority}: 201 with the new entry, or 200 with the entry the
 * course already has (never a second one), unchanged. 404 for an unknown course.
 * An add never overwrites: the course hearts add with the defaults, and a retried add must not reset what
 * the golfer set since. A change to a listed course is PATCH /api/user/bucket-list/{courseId}, which the Add
 * to Bucket List form sends itself when the answer says `created: false`.
 */
export const addToBucketList: SessionRoute = {
  auth: 'session',
  // A course already played, put on the list, is a dream fulfilled (the bucket-list achievements).
  achievements: earnsAchievements,
  async handle(event, session) {
    const input = parseJsonBody(event, addBucketListEntrySchema);
    const result = await inWords(addBucketEntry(session.userId, input), bucketListWords);
    return json(result.created ? 201 : 200, result);
  },
};
