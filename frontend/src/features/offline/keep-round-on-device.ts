import type { PhotoContentType } from '#shared/schemas/photo';
import type { CreateRound } from '#shared/schemas/round-requests';
import { isBrowserOffline } from '@/shared/offline/connectivity';
import { typedCourseFor } from '@/shared/offline/device-courses';
import { canSaveOnDevice, saveRoundOnDevice } from './outbox-client';
import type { OutboxCourse, OutboxEntry } from '@/shared/offline/outbox-entry';
import { isNetworkFailure } from '@/shared/offline/read-through-device';

export const SAVED_ON_DEVICE_TITLE = 'Saved on this device, will sync';

/**
 * Whether the round form should keep this round on the device instead of sending it now: no connection, or a
 * course typed offline (it must be created first, which the outbox does in order).
 */
export function keepOnDeviceFirst(courseId: string): boolean {
  return canSaveOnDevice() && (isBrowserOffline() || typedCourseFor(courseId) !== null);
}

/** A send that got no answer at all can be kept on the device and sent later, once, by its Idempotency-Key. */
export function canKeepAfterFailure(error: unknown): boolean {
  return canSaveOnDevice() && isNetworkFailure(error);
}

/** A round whose session is over can wait on the device for the golfer's next sign-in. */
export function canKeepAfterSignOut(): boolean {
  return canSaveOnDevice();
}

/** The round form's way into the outbox: the round as its schema produced it, the course as picked, the photo. */
export function keepRoundOnDevice({
  round,
  course,
  photo,
}: {
  round: CreateRound;
  course: OutboxCourse;
  photo: { blob: Blob; contentType: PhotoContentType } | null;
}): Promise<OutboxEntry> {
  const { imageUrl: _sentLater, ...withoutPhoto } = round;
  return saveRoundOnDevice({
    round: { ...withoutPhoto, courseId: course.id },
    course,
    newCourse: typedCourseFor(course.id),
    photo,
  });
}
