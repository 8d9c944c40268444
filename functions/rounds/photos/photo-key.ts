import { ulid } from 'ulid';
import {
  PHOTO_EXTENSIONS,
  PHOTO_KEY_PREFIX,
  PHOTO_UPLOAD_PREFIX,
  publicPhotoKeyOf,
  type PhotoContentType,
} from '#shared/schemas/photo';

// Cognito and the local provider both use UUID subjects; anything with a dot or a slash could leave the
// golfer's own prefix, so it is refused rather than escaped.
const USER_ID = /^[A-Za-z0-9_-]+$/;
const UPLOAD_KEY = new RegExp(
  `^${PHOTO_UPLOAD_PREFIX}([A-Za-z0-9_-]+)/[0-9A-HJKMNP-TV-Z]{26}\\.(?:${Object.values(PHOTO_EXTENSIONS).join('|')})$`,
);

/** The private prefix of one golfer's uploads: `uploads/<userId>/`. */
export function uploadPrefixOf(userId: string): string {
  if (!USER_ID.test(userId)) throw new Error('User id cannot be used in a photo key');
  return `${PHOTO_UPLOAD_PREFIX}${userId}/`;
}

/** A fresh private upload key under the golfer's own prefix: `uploads/<userId>/<ulid>.<ext>`, never reused. */
export function newUploadKey(userId: string, contentType: PhotoContentType, id: string = ulid()): string {
  return `${uploadPrefixOf(userId)}${id}.${PHOTO_EXTENSIONS[contentType]}`;
}

/**
 * A fresh public key for a photo a round takes: `photos/<ulid>.<ext>`. Opaque: nothing in it names the golfer,
 * and each attach makes a new one, so one object never belongs to two rounds and a cached copy is never stale.
 */
export function newPublicPhotoKey(contentType: PhotoContentType, id: string = ulid()): string {
  return `${PHOTO_KEY_PREFIX}${id}.${PHOTO_EXTENSIONS[contentType]}`;
}

/**
 * The upload key a round's photo reference names when it is one of this golfer's own uploads
 * (`uploads/<userId>/01J….jpg`, a leading slash tolerated), else undefined. Another golfer's upload, a public
 * photo, full URLs, `..` and extra segments are all refused.
 */
export function ownUploadKeyOf(userId: string, reference: string): string | undefined {
  const key = reference.startsWith('/') ? reference.slice(1) : reference;
  return UPLOAD_KEY.exec(key)?.[1] === userId ? key : undefined;
}

/** Whether a key is one of the two shapes Fescue writes (a public photo or a golfer's upload). */
export function isPhotoObjectKey(key: string): boolean {
  return publicPhotoKeyOf(key) === key || UPLOAD_KEY.test(key);
}

/**
 * The object key of a reference to a photo object: a public photo's key or app path, or an upload key. Else
 * undefined, so nothing outside those shapes is ever read, copied or deleted.
 */
export function photoObjectKeyOf(reference: string): string | undefined {
  const key = reference.startsWith('/') ? reference.slice(1) : reference;
  return isPhotoObjectKey(key) ? key : undefined;
}
