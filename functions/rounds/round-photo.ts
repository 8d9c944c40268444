import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { checkUploadedPhoto, deletePhotoObject, isOwnPhotoKey, photoKeyFromReference } from './photos';

export const NOT_YOUR_PHOTO_MESSAGE =
  'The photo must be one you uploaded for this round. Please upload it again.';

/**
 * The photo reference a round may store: one of the golfer's own uploads, kept as its /photos/ app path
 * (what the browser shows). Anything else is a 400, before anything is written.
 */
export function ownPhotoPath(
  userId: string,
  reference: string | null | undefined,
): string | null | undefined {
  if (reference === undefined || reference === null) return reference;
  const key = photoKeyFromReference(reference);
  if (!key || !isOwnPhotoKey(userId, key)) {
    throw new BadRequestError(NOT_YOUR_PHOTO_MESSAGE, { imageUrl: NOT_YOUR_PHOTO_MESSAGE });
  }
  return `/${key}`;
}

/**
 * Checks the uploaded object behind a photo path the round is about to store (see checkUploadedPhoto: 400
 * and the object deleted unless it is really an image of its key's type). Call it after every other check
 * and before the write, so a refused photo leaves nothing written. The round's current photo (an edit that
 * leaves it alone) was checked when it was set and is not read again.
 */
export async function checkNewPhoto(
  path: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (!path || path === current) return;
  const key = photoKeyFromReference(path);
  if (!key) throw new Error('checkNewPhoto takes a path from ownPhotoPath');
  await checkUploadedPhoto(key);
}

/**
 * Deletes a photo the round no longer points at, after the round's write succeeded. A failure leaves an
 * orphan object (logged), never a round pointing at a missing photo.
 */
export async function deleteReplacedPhoto(previous: string | null, next: string | null): Promise<void> {
  if (!previous || previous === next) return;
  try {
    await deletePhotoObject(previous);
  } catch (error) {
    logger.warn('Could not delete a replaced round photo', { error });
  }
}
