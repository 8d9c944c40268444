import { ulid } from 'ulid';
import { PHOTO_EXTENSIONS, PHOTO_KEY_PREFIX, type PhotoContentType } from '../../../shared/schemas/photo';

// Cognito and the local provider both use UUID subjects; anything with a dot or a slash could leave the
// golfer's own prefix, so it is refused rather than escaped.
const USER_ID = /^[A-Za-z0-9_-]+$/;
const PHOTO_KEY = new RegExp(
  `^photos/([A-Za-z0-9_-]+)/[0-9A-HJKMNP-TV-Z]{26}\\.(?:${Object.values(PHOTO_EXTENSIONS).join('|')})$`,
);

/** The prefix of every photo object of one golfer: `photos/<userId>/`. */
export function photoPrefixOf(userId: string): string {
  if (!USER_ID.test(userId)) throw new Error('User id cannot be used in a photo key');
  return `${PHOTO_KEY_PREFIX}${userId}/`;
}

/** A fresh key under the golfer's own prefix: `photos/<userId>/<ulid>.<ext>`, never reused. */
export function newPhotoKey(userId: string, contentType: PhotoContentType, id: string = ulid()): string {
  if (!USER_ID.test(userId)) throw new Error('User id cannot be used in a photo key');
  return `${photoPrefixOf(userId)}${id}.${PHOTO_EXTENSIONS[contentType]}`;
}

/**
 * The object key a round's photo reference names, or undefined when it is not a photo key at all. A round
 * may hold the key itself (`photos/u/01J….jpg`) or its app path (`/photos/u/01J….jpg`, what the browser
 * shows): both name the same object. Full URLs, other prefixes, `..` and extra segments are refused.
 */
export function photoKeyFromReference(reference: string): string | undefined {
  const key = reference.startsWith('/') ? reference.slice(1) : reference;
  return PHOTO_KEY.test(key) ? key : undefined;
}

/** Whether a photo reference (key or app path) is one of this golfer's own uploads. */
export function isOwnPhotoKey(userId: string, reference: string): boolean {
  const key = photoKeyFromReference(reference);
  return key !== undefined && PHOTO_KEY.exec(key)?.[1] === userId;
}
