import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { photosBucket, s3Client } from '../../lib/s3-client';
import { photoKeyFromReference } from './photo-key';

/**
 * Deletes a round's photo object (on round delete, or when the photo is replaced). Accepts the key or its
 * /photos/ app path. A missing object is not an error: S3 (and s3rver) answer 204 for it, so a retried
 * delete succeeds. Anything that is not a photo key is refused, so no caller can delete outside photos/.
 * S3 failures (throttling, access) are thrown for the caller to log.
 */
export async function deletePhotoObject(
  reference: string,
  client: S3Client = s3Client(),
  bucket: string = photosBucket(),
): Promise<void> {
  const key = photoKeyFromReference(reference);
  if (!key) throw new Error('Not a photo key; nothing was deleted');
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
