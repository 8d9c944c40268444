import { earnsAchievements } from '../../achievements/after-write';
import {
  HOME_COURSE_MESSAGE,
  PROFILE_WORDS,
  profileUpdateSchema,
  type ProfileUpdate,
} from '#shared/schemas/user';
import { getCourseById } from '../../courses/courses-repository';
import { updateUserProfile } from '../users-repository';
import { BadRequestError, inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

/** PATCH /api/user/profile: the signed-in user edits their own profile; a userId in the body is dropped. */
export const updateProfile: SessionRoute = {
  auth: 'session',
  // The GHIN number and handicap index are achievement rules (GHIN Synced, Single Digit).
  achievements: earnsAchievements,
  async handle(event, session) {
    const update = await withHomeCourse(parseJsonBody(event, profileUpdateSchema));
    const user = await inWords(updateUserProfile(session.userId, update), PROFILE_WORDS);
    return json(200, user);
  },
};

/**
 * A home course picked from the catalog takes the course's own name (the Passport measures Miles Traveled
 * from it, docs/passport.md); an id that names no course is refused with nothing written. A name typed by
 * hand names no catalog course, so it clears the pick.
 */
async function withHomeCourse(update: ProfileUpdate): Promise<ProfileUpdate> {
  if (update.homeCourseId) {
    const course = await getCourseById(update.homeCourseId);
    if (!course) throw new BadRequestError(HOME_COURSE_MESSAGE, { homeCourse: HOME_COURSE_MESSAGE });
    return { ...update, homeCourse: course.name };
  }
  if (update.homeCourseId === undefined && update.homeCourse !== undefined)
    return { ...update, homeCourseId: null };
  return update;
}
