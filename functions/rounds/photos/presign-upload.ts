import type { S3Client } from '@aws-sdk/client-s3';
import type { PhotoUploadRequest, PhotoUploadResponse } from '#shared/schemas/photo';
import { s3Sdk } from '../../lib/s3-client';
import { newUploadKey } from './photo-key';

/** Long enough to downsize and send a phone photo, short enough that a leaked URL is soon useless. */
export const UPLOAD_URL_EXPIRES_SECONDS = 5 * 60;

/** An upload is never served (only its public copy is), so nothing may keep it. */
export const UPLOAD_CACHE_CONTROL = 'private, no-store';

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

/**
 * A presigned PUT of exactly `size` bytes of `contentType` to a new private key under the golfer's upload
 * prefix (`uploads/<userId>/`). What is put there is served to nobody: a round's write checks it and copies it
 * to a public key (./attach-photo.ts); one no round takes expires with the bucket's lifecycle rule.
 */
export async function presignPhotoUpload(
  client: S3Client,
  bucket: string,
  userId: string,
  { contentType, size }: PhotoUploadRequest,
): Promise<PhotoUploadResponse> {
  // Loaded on use, like the client (lib/s3-client.ts): no cold start pays for them.
  const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([
    s3Sdk(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const key = newUploadKey(userId, contentType);
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    ContentType: contentType,
    ContentLength: size,
    CacheControl: UPLOAD_CACHE_CONTROL,
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
    headers: { 'Content-Type': contentType, 'Cache-Control': UPLOAD_CACHE_CONTROL },
  };
}
