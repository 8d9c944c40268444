import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { deletePhotoObject, isOwnPhotoKey, photoKeyFromReference } from './photos';

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
