import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  photoUrlForKey,
  type PhotoUploadRequest,
  type PhotoUploadResponse,
} from '../../../shared/schemas/photo';
import { newPhotoKey } from './photo-key';

/** Long enough to downsize and send a phone photo, short enough that a leaked URL is soon useless. */
export const UPLOAD_URL_EXPIRES_SECONDS = 5 * 60;

/** Keys are never reused (a replaced photo gets a new key), so a browser may keep a photo for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Headers that go into the signature. The presigner leaves Content-Type (and SigV4 Cache-Control) unsigned
 * by default; naming them here signs them, so S3 refuses a PUT of another type, another length (a bigger
 * file than was validated) or other caching. None of them starts with x-amz-, so none is hoisted into the
 * query: the browser must send each as a header.
 */
export const SIGNED_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'content-length',
  'cache-control',
]);

/** A presigned PUT of exactly `size` bytes of `contentType` to a new key under the golfer's prefix. */
export async function presignPhotoUpload(
  client: S3Client,
  bucket: string,
  userId: string,
  { contentType, size }: PhotoUploadRequest,
): Promise<PhotoUploadResponse> {
  const key = newPhotoKey(userId, contentType);
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    ContentType: contentType,
    ContentLength: size,
    CacheControl: PHOTO_CACHE_CONTROL,
  });
  const uploadUrl = await getSignedUrl(client, command, {
    expiresIn: UPLOAD_URL_EXPIRES_SECONDS,
    // Copies: the presigner adds to the sets it is given.
    signableHeaders: new Set(SIGNED_HEADERS),
    unhoistableHeaders: new Set(SIGNED_HEADERS),
  });
  return {
    uploadUrl,
    key,
    photoUrl: photoUrlForKey(key),
    headers: { 'Content-Type': contentType, 'Cache-Control': PHOTO_CACHE_CONTROL },
  };
}
