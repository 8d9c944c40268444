import type { S3Client } from '@aws-sdk/client-s3';
import { photosBucket, s3Client, s3Sdk } from '../../lib/s3-client';
import { photoObjectKeyOf } from './photo-key';

/**
 * Deletes one photo object: a round's public photo (on round delete, or when the photo is replaced; its key
 * or /photos/ app path) or an upload (refused by the check, or taken by a round). A missing object is not an
 * error: S3 (and s3rver) answer 204 for it, so a retried delete succeeds. Anything that is not one of those
 * two key shapes is refused, so no caller can delete elsewhere. S3 failures (throttling, access) are thrown
 * for the caller to log. The bucket is versioned: the delete leaves a noncurrent version for restores, which
 * its lifecycle removes after 30 days (docs/operations.md).
 */
export async function deletePhotoObject(
  reference: string,
  client?: S3Client,
  bucket: string = photosBucket(),
): Promise<void> {
  const key = photoObjectKeyOf(reference);
  if (!key) throw new Error('Not a photo key; nothing was deleted');
  const { DeleteObjectCommand } = await s3Sdk();
  await (client ?? (await s3Client())).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
