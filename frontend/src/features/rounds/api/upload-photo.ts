import {
  photoUploadResponseSchema,
  type PhotoContentType,
  type PhotoUploadResponse,
} from '#shared/schemas/photo';
import { HttpError, sendJson } from '@/shared/api/http';

const UPLOAD_URL_PATH = '/api/rounds/upload-url';

/** POST /api/rounds/upload-url: a presigned PUT for this exact type and size. */
export function requestPhotoUpload(
  contentType: PhotoContentType,
  size: number,
): Promise<PhotoUploadResponse> {
  return sendJson('POST', UPLOAD_URL_PATH, { contentType, size }, photoUploadResponseSchema);
}

/**
 * Uploads a prepared photo and answers its key for the round's `imageUrl`. The PUT carries the returned
 * headers exactly (they are signed) and no cookies: it goes straight to the photos bucket.
 */
export async function uploadPhoto(photo: Blob, contentType: PhotoContentType): Promise<string> {
  const upload = await requestPhotoUpload(contentType, photo.size);
  const response = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: photo });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    // A failed upload (docs/product-rules.md#messages): the status is part of what the golfer sees.
    throw new HttpError(
      response.status,
      `Failed to upload image with status ${response.status}: ${text}`,
      null,
    );
  }
  return upload.key;
}
