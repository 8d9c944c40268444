// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';

/**
 * Round photos: the browser asks POST /api/rounds/upload-url for a presigned PUT (image only, at most 5 MB) to
 * a private upload key, PUTs the bytes straight to the photos bucket, then saves the round with that key. Only
 * the round's write, after checking the object, copies it to a public key that /photos/ serves
 * (docs/architecture.md, "Photos").
 */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/**
 * The file extension each accepted type is stored under. The extension, not the type an object was stored
 * with, decides how a photo is served (CloudFront's /photos/* function and the local proxy) and which magic
 * number the server expects before a round may point at it: an object's stored type is whatever its
 * uploader sent, the key is what the server chose.
 */
export const PHOTO_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/gif': 'gif',
} as const satisfies Record<PhotoContentType, string>;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[PhotoContentType];

/** Extension -> content type, the inverse of PHOTO_EXTENSIONS. */
export const PHOTO_TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(PHOTO_EXTENSIONS).map(([type, extension]) => [extension, type]),
) as Record<PhotoExtension, PhotoContentType>;

/** What a key whose extension names no photo type is served as: bytes to download, never a page. */
export const NOT_A_PHOTO_CONTENT_TYPE = 'application/octet-stream';

/**
 * The Content-Type /photos/* serves an object with, from its key alone (the CloudFront Function in
 * infra/edge-functions.ts and the local proxy): never the type the object was stored with.
 */
export function servedPhotoContentType(key: string): string {
  return photoContentTypeForKey(key) ?? NOT_A_PHOTO_CONTENT_TYPE;
}

/** The image type a key's extension names (`photos/01J….png` -> image/png), or undefined for any other. */
export function photoContentTypeForKey(key: string): PhotoContentType | undefined {
  const dot = key.lastIndexOf('.');
  if (dot === -1 || key.indexOf('/', dot) !== -1) return undefined;
  const extension = key.slice(dot + 1);
  return Object.hasOwn(PHOTO_TYPE_BY_EXTENSION, extension)
    ? PHOTO_TYPE_BY_EXTENSION[extension as PhotoExtension]
    : undefined;
}

/** The enforced limit: 5 MB, although an old hint said 25 MB (docs/product-rules.md#rounds). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const PHOTO_TYPE_MESSAGE = 'Photo must be an image file (JPEG, PNG, WebP, HEIC or GIF)';
export const PHOTO_SIZE_MESSAGE = 'Please select an image smaller than 5MB';
export const PHOTO_EMPTY_MESSAGE = 'The photo file is empty: please select another image';
/** A round names an uploaded object that is not an image of its type, is empty or too big (it is deleted). */
export const PHOTO_UNREADABLE_MESSAGE =
  'The photo could not be read as an image. Please choose another photo.';
/** A round names one of the golfer's keys with nothing uploaded there (an upload that failed or expired). */
export const PHOTO_MISSING_MESSAGE = 'The photo did not finish uploading. Please choose it again.';

/** A round names a photo that is not one of the golfer's uploads nor the round's own photo. */
export const NOT_YOUR_PHOTO_MESSAGE =
  'The photo must be one you uploaded for this round. Please upload it again.';

/**
 * What a golfer reads when a round's photo is refused, by the reason functions/rounds/round-photo.ts and
 * functions/rounds/photos give; the form shows it under the photo (`imageUrl`).
 */
export const PHOTO_WORDS = {
  'photo-missing': PHOTO_MISSING_MESSAGE,
  'photo-unreadable': PHOTO_UNREADABLE_MESSAGE,
  'not-your-photo': NOT_YOUR_PHOTO_MESSAGE,
} as const;

/** Where the app serves a stored photo: CloudFront's /photos/* (and the local /photos proxy) map path to key. */
export const PHOTO_KEY_PREFIX = 'photos/';

/**
 * Where the browser uploads, one folder per golfer (`uploads/<userId>/<ulid>.<ext>`): never served, and
 * expired by the bucket's lifecycle a day or two after the upload (infra/storage.ts) unless a round took it.
 */
export const PHOTO_UPLOAD_PREFIX = 'uploads/';

/** Days the bucket keeps an upload no round took (an S3 lifecycle expiration: up to a day more in practice). */
export const PHOTO_UPLOAD_EXPIRY_DAYS = 1;

/**
 * How long a device may still name an upload it made in a round it sends: well within the expiry above, so a
 * round kept in an outbox for longer uploads its photo again rather than naming one the bucket has dropped.
 */
export const PHOTO_UPLOAD_REUSE_MS = 12 * 3600 * 1000;

/**
 * How long a public photo may be kept once served: an hour at the edge (CloudFront's /photos/* cache policy
 * caps it there whatever the object says) and a day in the browser that showed it. Keys are never reused, so
 * nothing is ever stale; the limit is how long a photo outlives its delete (docs/architecture.md, "Photos").
 */
export const PHOTO_EDGE_CACHE_SECONDS = 3600;
export const PHOTO_BROWSER_CACHE_SECONDS = 86_400;
export const PHOTO_CACHE_CONTROL = `public, max-age=${PHOTO_BROWSER_CACHE_SECONDS}, s-maxage=${PHOTO_EDGE_CACHE_SECONDS}, immutable`;

const PHOTO_ID = '[0-9A-HJKMNP-TV-Z]{26}';
const PHOTO_EXTENSION = `(?:${Object.values(PHOTO_EXTENSIONS).join('|')})`;

/**
 * The one shape of a public photo's app path: `/photos/<ulid>.<ext>`. The id is opaque (no golfer's id, so a
 * shared story's photo says nothing about whose it is) and the extension one of the image types. CloudFront's
 * /photos/* viewer-request function and the local /photos proxy serve nothing else (404), so no encoded dot,
 * slash or other prefix can take a request out of photos/.
 */
export const PUBLIC_PHOTO_PATH = new RegExp(`^/photos/${PHOTO_ID}\\.${PHOTO_EXTENSION}$`);

/** The object key of a public photo's app path or key (`/photos/01J….jpg` or `photos/01J….jpg`), else undefined. */
export function publicPhotoKeyOf(reference: string): string | undefined {
  const path = reference.startsWith('/') ? reference : `/${reference}`;
  return PUBLIC_PHOTO_PATH.test(path) ? path.slice(1) : undefined;
}

export const photoUploadRequestSchema = z.object({
  // Matched exactly, not lower-cased: the signed Content-Type must equal the header the browser sends.
  contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PHOTO_TYPE_MESSAGE }),
  size: z
    .number({ error: 'Photo size must be given in bytes' })
    .int({ error: 'Photo size must be a whole number of bytes' })
    .min(1, { error: PHOTO_EMPTY_MESSAGE })
    .max(PHOTO_MAX_BYTES, { error: PHOTO_SIZE_MESSAGE }),
});
export type PhotoUploadRequest = z.infer<typeof photoUploadRequestSchema>;

export const photoUploadResponseSchema = z.object({
  /** Presigned PUT, valid for a few minutes; it signs the Content-Type and the exact Content-Length. */
  uploadUrl: z.string(),
  /**
   * The private upload key, `uploads/<userId>/<ulid>.<ext>`: what a round names as its photo. It is not
   * served: the round's answer carries the photo's public `/photos/…` path once the round holds it.
   */
  key: z.string(),
  /**
   * Headers the PUT must carry as they are. Content-Length is not among them: the browser sets it from the
   * body (it may not be set by script), and it must equal the requested size or the signature fails.
   */
  headers: z.record(z.string(), z.string()),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
