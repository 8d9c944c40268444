import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoUploadResponseSchema,
  type PhotoContentType,
  type PhotoUploadResponse,
} from '../../../../../shared/schemas/photo';
import { HttpError, sendJson } from '../http';

/** Longest side of a downsized photo: sharp on any screen, well under 5 MB as JPEG. */
const MAX_EDGE_PX = 2400;
const JPEG_QUALITY = 0.85;
/** Formats a canvas can read and re-encode; HEIC and GIF go up as they are. */
const REENCODABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export class PhotoRejectedError extends Error {
  override readonly name = 'PhotoRejectedError';
}

function isPhotoType(type: string): type is PhotoContentType {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * Redraws a photo on a canvas: the browser applies its EXIF orientation while decoding and the JPEG it
 * encodes carries no metadata, so GPS tags never leave the device, and a 12 MB phone picture fits in 5 MB.
 */
async function reencode(file: File): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** The bytes to upload: re-encoded when the browser can, else the file itself if it is allowed as is. */
export async function preparePhoto(file: File): Promise<{ blob: Blob; contentType: PhotoContentType }> {
  if (!file.type.startsWith('image/')) throw new PhotoRejectedError(PHOTO_TYPE_MESSAGE);
  if (REENCODABLE.has(file.type)) {
    const blob = await reencode(file);
    if (blob && blob.size <= PHOTO_MAX_BYTES) return { blob, contentType: 'image/jpeg' };
  }
  if (!isPhotoType(file.type)) throw new PhotoRejectedError(PHOTO_TYPE_MESSAGE);
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoRejectedError(PHOTO_SIZE_MESSAGE);
  return { blob: file, contentType: file.type };
}

/**
 * POST /api/rounds/upload-url, then PUT the bytes to the presigned URL with exactly the headers it signed.
 * Answers the key the round stores as `imageUrl`, and where the photo is served.
 */
export async function uploadRoundPhoto(file: File): Promise<PhotoUploadResponse> {
  const { blob, contentType } = await preparePhoto(file);
  const target = await sendJson(
    'POST',
    '/api/rounds/upload-url',
    { contentType, size: blob.size },
    photoUploadResponseSchema,
  );
  const response = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: blob });
  if (!response.ok) {
    throw new HttpError(response.status, `Failed to upload image with status ${response.status}`, null);
  }
  return target;
}
