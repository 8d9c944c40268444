import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, type PhotoContentType } from '#shared/schemas/photo';

/** Long edge of a re-encoded photo: sharp on any screen, a few hundred kB as JPEG. */
export const PHOTO_MAX_EDGE = 2560;
const JPEG_QUALITY = 0.85;

export interface PreparedPhoto {
  blob: Blob;
  contentType: PhotoContentType;
}

export type PreparePhotoResult =
  { ok: true; photo: PreparedPhoto } | { ok: false; reason: 'not-image' | 'too-large' };

function isPhotoType(type: string): type is PhotoContentType {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Formats every browser with a canvas decodes: a file of these types that fails to decode is no image. */
const ALWAYS_DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Draws the image again, upright (EXIF orientation applied) and at most PHOTO_MAX_EDGE on its long edge, as a
 * JPEG. Re-encoding keeps pixels only, so the phone's EXIF (GPS position included) does not leave the device.
 * 'undecodable' when the bytes are not an image the browser can read; null where it has no canvas, or
 * cannot decode the format at all (HEIC outside Safari).
 */
async function reencode(file: File): Promise<Blob | 'undecodable' | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return ALWAYS_DECODABLE.has(file.type) ? 'undecodable' : null;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG gets a white background instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}

/**
 * Readies a chosen file for upload (docs/product-rules.md#rounds: an image under 5 MB). A 12 MB phone picture
 * comes out a fraction of that; the original is sent only when the browser cannot redraw it and it already
 * fits.
 */
export async function preparePhoto(file: File): Promise<PreparePhotoResult> {
  if (!file.type.startsWith('image/') || !isPhotoType(file.type)) return { ok: false, reason: 'not-image' };
  const redrawn = await reencode(file);
  // A text file renamed .png: the browser would show a broken picture on every card.
  if (redrawn === 'undecodable') return { ok: false, reason: 'not-image' };
  if (redrawn && redrawn.size > 0 && redrawn.size <= PHOTO_MAX_BYTES) {
    return { ok: true, photo: { blob: redrawn, contentType: 'image/jpeg' } };
  }
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, reason: 'too-large' };
  return { ok: true, photo: { blob: file, contentType: file.type } };
}
