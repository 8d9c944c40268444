import { earnsAchievements } from '../../achievements/after-write';
import { removeBucketEntry } from '../bucket-list-repository';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { bucketCourseIdOf, bucketListWords } from './bucket-list-params';

/** DELETE /api/user/bucket-list/{courseId}: removes the entry; 404 when the course is not listed. */
export const removeFromBucketList: SessionRoute = {
  auth: 'session',
  // A played course taken off the list no longer counts as a dream fulfilled.
  achievements: earnsAchievements,
  async handle(event, session) {
    const courseId = bucketCourseIdOf(event);
    await inWords(removeBucketEntry(session.userId, courseId), bucketListWords);
    return json(200, { deleted: true, courseId });
  },
};
