import { publicPhotoKeyOf } from '#shared/schemas/photo';
import { Invalid } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  attachUploadedPhoto,
  deletePhotoObject,
  ownUploadKeyOf,
  type AttachedPhoto,
  type PhotoRefusal,
} from './photos';

/**
 * What a round write's `imageUrl` asks for: undefined leaves the photo as it is, null removes it, `upload` is
 * one of the golfer's own uploads to attach, `current` a public photo path, which only the round's own photo
 * may be (sent back unchanged).
 */
export type PhotoRequest = undefined | null | { upload: string } | { current: string };

/** What the write does with the photo: the path to store (undefined: leave it) and the copy made for it. */
export interface PhotoChange {
  path: string | null | undefined;
  attached?: AttachedPhoto;
}

/**
 * Reads `imageUrl` before anything else is read or written: one of the golfer's uploads
 * (`uploads/<userId>/…`, as POST /api/rounds/upload-url handed out) or a public photo path. Anything else
 * (another golfer's upload, a URL, any other string) is refused (Invalid `not-your-photo`).
 */
export function photoRequestOf(userId: string, reference: string | null | undefined): PhotoRequest {
  if (reference === undefined || reference === null) return reference;
  const upload = ownUploadKeyOf(userId, reference);
  if (upload) return { upload };
  const key = publicPhotoKeyOf(reference);
  if (key) return { current: `/${key}` };
  throw notYourPhoto();
}

/**
 * Resolves the request against the round's current photo, just before the write and after every other check:
 * an upload is checked and copied to its public key (attachUploadedPhoto: refused unless it is really an image of
 * its type, or if another write already took it); a public path other than the round's own photo is refused,
 * so one round can never point at another's photo. Then keepAttachedPhoto or dropAttachedPhoto.
 */
export async function preparePhoto(request: PhotoRequest, current: string | null): Promise<PhotoChange> {
  if (request === undefined || request === null) return { path: request };
  if ('current' in request) {
    if (request.current !== current) throw notYourPhoto();
    return { path: undefined };
  }
  const attached = await attachUploadedPhoto(request.upload);
  return { path: attached.path, attached };
}

/**
 * The round's write succeeded: the upload it took goes, so it cannot be attached again. A failure leaves it to
 * the bucket's lifecycle rule (a day), logged; the round's photo is its public copy either way.
 */
export async function keepAttachedPhoto(change: PhotoChange): Promise<void> {
  if (!change.attached) return;
  try {
    await deletePhotoObject(change.attached.uploadKey);
  } catch (error) {
    logger.warn('Could not delete an upload a round took', { error });
  }
}

/** The round's write failed: the public copy made for it goes, so no photo is served that no round holds. */
export async function dropAttachedPhoto(change: PhotoChange): Promise<void> {
  if (!change.attached) return;
  try {
    await deletePhotoObject(change.attached.publicKey);
  } catch (error) {
    logger.warn('Could not delete the copy of a photo whose round was not written', {
      key: change.attached.publicKey,
      error,
    });
  }
}

/**
 * Deletes a photo the round no longer points at, after the round's write succeeded. A failure leaves an
 * orphan object (logged with its key, for an operator), never a round pointing at a missing photo.
 */
export async function deleteReplacedPhoto(previous: string | null, next: string | null): Promise<void> {
  if (!previous || previous === next) return;
  try {
    await deletePhotoObject(previous);
  } catch (error) {
    logger.warn('Could not delete a replaced round photo', { key: previous, error });
  }
}

function notYourPhoto(): Invalid<PhotoRefusal> {
  return new Invalid<PhotoRefusal>('not-your-photo', 'imageUrl');
}
