import { courseKeys } from './course-keys';
import { userKeys } from './user-keys';

/**
 * Keys of a course's tee sets and their history. The TEESET# and TEESETLOG# prefixes are written here and
 * nowhere else; the course's partition comes from courseKeys.
 *
 * Tee set:        pk COURSE#<courseId>  sk TEESET#<teeSetId>   (holes, ratings, source, version)
 * Tee set change: pk COURSE#<courseId>  sk TEESETLOG#<teeSetId>#<version, 6 digits>
 *                 (changedAt, changedBy (a user id, never sent to other golfers), changes)
 * Golfer's edit:  pk USER#<sub>         sk TEESETEDIT#<courseId>#<teeSetId>#<version, 6 digits>
 *                 (courseId, teeSetId, version): written with each change a golfer makes, so deleting their
 *                 account finds the change items naming them without a Scan (docs/data-model.md).
 */
const TEE_SET_PREFIX = 'TEESET#';
const TEE_SET_LOG_PREFIX = 'TEESETLOG#';
const GOLFER_EDIT_PREFIX = 'TEESETEDIT#';

export const TEE_SET_ENTITY = 'TEE_SET';
export const TEE_SET_CHANGE_ENTITY = 'TEE_SET_CHANGE';
export const TEE_SET_EDIT_ENTITY = 'TEE_SET_EDIT';
/** A change's `changedBy` once the golfer who made it deleted their account: the tee set stays, their id goes. */
export const FROM_A_FORMER_GOLFER = 'a former golfer';

export const teeSetKeys = {
  teeSet: (courseId: string, teeSetId: string) => ({
    pk: courseKeys.course(courseId).pk,
    sk: `${TEE_SET_PREFIX}${teeSetId}`,
  }),
  /** Every tee set of a course (one Query of the course's partition). */
  teeSetsOfCourse: (courseId: string) => ({ pk: courseKeys.course(courseId).pk, skPrefix: TEE_SET_PREFIX }),
  change: (courseId: string, teeSetId: string, version: number) => ({
    pk: courseKeys.course(courseId).pk,
    sk: `${TEE_SET_LOG_PREFIX}${teeSetId}#${String(version).padStart(6, '0')}`,
  }),
  /** One tee set's changes, in version order (the `#` keeps `blue` from matching `blue-men`'s). */
  changesOfTeeSet: (courseId: string, teeSetId: string) => ({
    pk: courseKeys.course(courseId).pk,
    skPrefix: `${TEE_SET_LOG_PREFIX}${teeSetId}#`,
  }),
  /** A golfer's own record of one change they made, in their partition (found by deleting the account). */
  golferEdit: (userId: string, courseId: string, teeSetId: string, version: number) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${GOLFER_EDIT_PREFIX}${courseId}#${teeSetId}#${String(version).padStart(6, '0')}`,
  }),
} as const;
